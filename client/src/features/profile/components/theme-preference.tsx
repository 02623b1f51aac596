import type { Theme } from '#client/lib/theme.ts';
import { useTheme } from '#client/lib/use-theme.ts';

const OPTIONS: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Two radios: the choice applies at once and is remembered in this browser. */
export function ThemePreference() {
  const [theme, setTheme] = useTheme();
  return (
    <fieldset className="theme-preference">
      <legend>Theme preference</legend>
      <div className="segmented">
        {OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={theme === option.value}
              onChange={() => setTheme(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
