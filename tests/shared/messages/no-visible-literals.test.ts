import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalsUnder, visibleLiterals } from './visible-literals';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Screens whose words have not moved into the catalogue yet. The list only shrinks: a file named here
 * that has no literal left fails the test, so it is taken off when it is done.
 */
const NOT_YET_MOVED = new Set<string>([
  'client/src/features/import/components/import-preview.tsx',
  'client/src/features/photos/components/photo-editor.tsx',
  'client/src/features/recipes/components/components-editor.tsx',
  'client/src/features/recipes/components/ingredient-rows-editor.tsx',
  'client/src/features/recipes/components/pan-fields.tsx',
  'client/src/features/recipes/components/recipe-form/recipe-form.tsx',
  'client/src/features/recipes/components/row-list-editor.tsx',
]);

/** The landing page is the chef's own site, Finnish only; its words are data in site-content.ts. */
const OUTSIDE_THE_LIBRARY = ['client/src/features/landing/', 'client/src/site-content.ts'];

describe('no user-visible literal outside the message catalogue', () => {
  const literals = literalsUnder(path.join(ROOT, 'client/src'), ROOT).filter(
    (literal) => !OUTSIDE_THE_LIBRARY.some((folder) => literal.file.startsWith(folder)),
  );

  it('finds none in the library screens', () => {
    const offending = literals
      .filter((literal) => !NOT_YET_MOVED.has(literal.file))
      .map((literal) => `${literal.file}:${literal.line} ${JSON.stringify(literal.text)}`);
    expect(offending).toEqual([]);
  });

  it('lists as not yet moved only files that still have literals', () => {
    const withLiterals = new Set(literals.map((literal) => literal.file));
    expect([...NOT_YET_MOVED].filter((file) => !withLiterals.has(file))).toEqual([]);
  });
});

describe('the scan', () => {
  const scan = (source: string) => visibleLiterals('x.tsx', source).map((literal) => literal.text);

  it('catches JSX text, visible props, label fields, toasts, fallbacks and text constants', () => {
    expect(
      scan(`
        const TABS = [{ to: '/', label: 'Recipes' }];
        const NOTICE = 'Offline for now';
        const STORAGE_KEY = 'recipe-theme';
        function Spinner({ label = 'Loading' }) {}
        function A() {
          toast.success('Saved');
          errorMessage(error, 'Failed to load');
          return <div aria-label="Account" title={busy ? 'Wait' : t('x')}>Hello <b>{'there'}</b></div>;
        }`),
    ).toEqual([
      'Recipes',
      'Offline for now',
      'Loading',
      'Saved',
      'Failed to load',
      'Account',
      'Wait',
      'Hello',
      'there',
    ]);
  });

  it('passes catalogue lookups, symbols and non-visible props', () => {
    expect(
      scan(`function A() {
        return <a className="library-home" href="/x" aria-label={t('app.nav')}>
          <span aria-hidden="true">← </span>{t('app.backToHomepage')} · ×
        </a>;
      }`),
    ).toEqual([]);
  });
});
