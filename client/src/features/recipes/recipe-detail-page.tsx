/** Placeholder until this screen lands (another engineer is building it). */
export function RecipeDetailPage() {
  return (
    <main className="container page">
      <h1>Recipe</h1>
    </main>
  );
}
