/** Placeholder until this screen lands (another engineer is building it). */
export function RecipeListPage() {
  return (
    <main className="container page">
      <h1>Recipes</h1>
    </main>
  );
}
