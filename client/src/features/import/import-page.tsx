/** Placeholder until this screen lands (another engineer is building it). */
export function ImportPage() {
  return (
    <main className="container page">
      <h1>New Recipe</h1>
    </main>
  );
}
