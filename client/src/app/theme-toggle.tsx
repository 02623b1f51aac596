import { useT } from '../lib/language';
import { useTheme } from '../lib/use-theme';

/** One button: pressed means dark. The icon shows the theme it switches to. */
export function ThemeToggle() {
  const t = useT();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="button ghost icon-button"
      aria-pressed={dark}
      aria-label={t('app.darkTheme')}
      title={t(dark ? 'app.toLightTheme' : 'app.toDarkTheme')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {dark ? (
          <>
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 1.5v2M12 20.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M1.5 12h2M20.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
          </>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
        )}
      </svg>
    </button>
  );
}
