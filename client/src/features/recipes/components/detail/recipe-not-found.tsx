import { LIBRARY_HOME } from '#client/lib/paths.ts';
import { BackLink } from './back-link';

export function RecipeNotFound() {
  return (
    <div className="recipes-screen container page">
      <div className="card recipe-empty">
        <h1>Reseptiä ei löytynyt</h1>
        <BackLink to={LIBRARY_HOME}>Back to recipes</BackLink>
      </div>
    </div>
  );
}
