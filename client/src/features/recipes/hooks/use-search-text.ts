import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box's own text, written to the URL a moment after the last keystroke. When the URL
 * changes for another reason (back button, a shared link, "Clear filters") the box follows it.
 */
export function useSearchText(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastWritten = useRef(committed);
  // The timer outlives the render that set it; it must write over the filters as they are by then.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  useEffect(() => {
    if (committed === lastWritten.current) return;
    clearTimeout(timer.current);
    lastWritten.current = committed;
    setText(committed);
  }, [committed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      lastWritten.current = next;
      latestCommit.current(next);
    }, SEARCH_DEBOUNCE_MS);
  };

  return [text, change] as const;
}
