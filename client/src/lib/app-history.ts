import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type To,
} from 'react-router-dom';

/**
 * The library's one browser history, handed to React Router's `HistoryRouter` (declarative mode: the
 * data router costs about 19 KB gzipped on the first load, see docs/decisions/0031). It adds the one
 * thing the data router gave us that declarative mode lacks: a guard that can hold a navigation —
 * a link, `navigate()`, or Back/Forward — until the chef answers "Leave without saving?".
 */
const browser = createBrowserHistory({ v5Compat: true });

type Update = { action: typeof browser.action; location: Location; delta: number | null };
type Listener = (update: Update) => void;

interface Guard {
  shouldBlock(current: Location, next: { pathname: string }): boolean;
}

let guard: Guard | null = null;
/** The held navigation, run by `proceed()`; null when nothing waits. */
let held: (() => void) | null = null;
/** The Back/Forward that `proceed()` replays passes the guard (it arrives a moment later). */
let letThrough = false;
/** The Back/Forward that undoes a held one is not a navigation of its own. */
let undoing = false;
let afterUndo: (() => void) | null = null;
/** Where React last rendered; during a Back the browser's own location is already the next one. */
let current: Location = browser.location;
const watchers = new Set<() => void>();

function hold(run: (() => void) | null) {
  held = run;
  for (const watch of watchers) watch();
}

function passes(next: { pathname: string }): boolean {
  return !guard?.shouldBlock(current, next);
}

function guarded(method: 'push' | 'replace') {
  return (to: To, state?: unknown) => {
    const run = () => browser[method](to, state);
    if (passes(browser.encodeLocation(to))) run();
    else hold(run);
  };
}

export const appHistory = {
  get action() {
    return browser.action;
  },
  get location() {
    return browser.location;
  },
  createHref: browser.createHref,
  createURL: browser.createURL,
  encodeLocation: browser.encodeLocation,
  go: browser.go,
  push: guarded('push'),
  replace: guarded('replace'),
  listen(listener: Listener) {
    return browser.listen((update) => {
      if (update.action === 'POP') {
        if (undoing) {
          undoing = false;
          const replay = afterUndo;
          afterUndo = null;
          replay?.();
          return;
        }
        const { delta } = update;
        if (letThrough) {
          letThrough = false;
        } else if (delta !== null && delta !== 0 && !passes(update.location)) {
          // The browser has already moved: step back to where the chef is, and remember the way.
          undoing = true;
          browser.go(-delta);
          const replay = () => {
            letThrough = true;
            browser.go(delta);
          };
          // A Leave clicked before the step back has landed waits for it, or the two would cross.
          hold(() => {
            if (undoing) afterUndo = replay;
            else replay();
          });
          return;
        }
      }
      current = update.location;
      listener(update);
    });
  },
};

function subscribe(watch: () => void) {
  watchers.add(watch);
  return () => watchers.delete(watch);
}

export type BlockerState = 'unblocked' | 'blocked';

export interface Blocker {
  state: BlockerState;
  proceed(): void;
  reset(): void;
}

/**
 * Holds in-app navigations while `shouldBlock` says so; the caller shows the question while
 * `state` is 'blocked' and answers with `proceed()` or `reset()`. One screen guards at a time.
 */
export function useBlocker(shouldBlock: Guard['shouldBlock']): Blocker {
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    const mine: Guard = { shouldBlock: (from, to) => latest.current(from, to) };
    guard = mine;
    return () => {
      if (guard !== mine) return;
      guard = null;
      held = null;
    };
  }, []);
  const state = useSyncExternalStore(subscribe, () => (held ? 'blocked' : 'unblocked'));
  const proceed = useCallback(() => {
    const run = held;
    if (!run) return;
    hold(null);
    run();
  }, []);
  const reset = useCallback(() => hold(null), []);
  return { state, proceed, reset };
}
