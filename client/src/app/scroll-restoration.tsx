import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function readSaved(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/** Where each history entry was scrolled to; kept over a reload like the browser's own. */
const positions = readSaved();

/**
 * New screens start at the top; Back and Forward (and a reload) return to where the page was.
 * What React Router's <ScrollRestoration> did in data mode.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Scroll events come after a render has committed, so they belong to the entry on screen.
    const remember = () => positions.set(key.current, window.scrollY);
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);

  return null;
}
