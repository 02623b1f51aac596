/** Placeholder until this screen lands (another engineer is building it). */
export function RecipeEditPage() {
  return (
    <main className="container page">
      <h1>Edit recipe</h1>
    </main>
  );
}
