import { applyLanguage, useLanguage, useT } from '#client/lib/language.ts';
import { LANGUAGES } from '#shared/messages/format.ts';

/** Two radios, each language named in itself; the choice applies at once and is remembered in this browser. */
export function LanguagePreference() {
  const t = useT();
  const language = useLanguage();
  return (
    <fieldset className="theme-preference">
      <legend>{t('profile.language')}</legend>
      <div className="segmented">
        {LANGUAGES.map((option) => (
          <label key={option} lang={option}>
            <input
              type="radio"
              name="language"
              value={option}
              checked={language === option}
              onChange={() => void applyLanguage(option)}
            />
            <span>{t(`profile.language.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
