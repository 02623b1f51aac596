import { useEffect, useRef } from 'react';

/**
 * Moves focus to an element that a state change is about to render (a new row) or that takes over
 * from a removed one, so keyboard users are never dropped back at the top of the page.
 */
export function usePendingFocus() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (elementId: string) => {
    pending.current = elementId;
  };
}
