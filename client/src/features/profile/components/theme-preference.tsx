import { useT } from '#client/lib/language.ts';
import type { Theme } from '#client/lib/theme.ts';
import { useTheme } from '#client/lib/use-theme.ts';

const THEMES: readonly Theme[] = ['light', 'dark'];

/** Two radios: the choice applies at once and is remembered in this browser. */
export function ThemePreference() {
  const t = useT();
  const [theme, setTheme] = useTheme();
  return (
    <fieldset className="theme-preference">
      <legend>{t('profile.theme')}</legend>
      <div className="segmented">
        {THEMES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
            />
            <span>{t(`profile.theme.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
