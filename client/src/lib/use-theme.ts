import { useSyncExternalStore } from 'react';
import { applyTheme, type Theme } from './theme';

/**
 * The theme as the page shows it (`<html data-theme>`), so every control that changes it — the
 * header toggle, the profile setting — stays in step without a context of its own.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useSyncExternalStore(subscribe, currentTheme), applyTheme];
}
