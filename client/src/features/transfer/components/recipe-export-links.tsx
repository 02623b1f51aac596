import { currentLanguage, t } from '#client/lib/language.ts';
import { TRANSFER_PATHS } from '#shared/transfer.ts';

/** The detail page's exports: the recipe as schema.org JSON-LD (a download) and as a printable page. */
export function RecipeExportLinks({ recipeId }: { recipeId: string }) {
  return (
    <>
      <a className="button" href={TRANSFER_PATHS.recipeFile(recipeId, 'jsonld')} download>
        {t('recipes.downloadJsonLd')}
      </a>
      <a
        className="button"
        href={`${TRANSFER_PATHS.recipeFile(recipeId, 'html')}?lang=${currentLanguage()}`}
        target="_blank"
        rel="noopener"
      >
        {t('recipes.printablePage')}
      </a>
    </>
  );
}
