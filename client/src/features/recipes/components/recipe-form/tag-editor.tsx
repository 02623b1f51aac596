import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { t } from '#client/lib/language.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';
import { withTag } from './form-values';

interface TagEditorProps {
  tags: string[];
  onChange(tags: string[]): void;
}

export function TagEditor({ tags, onChange }: TagEditorProps) {
  const id = useId();
  const [newTag, setNewTag] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const full = tags.length >= LIMITS.tags;

  const add = () => {
    onChange(withTag(tags, newTag));
    setNewTag('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag; left alone it would submit (save) the whole recipe.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="stack tag-editor">
      <legend className="label">{t('form.tags')}</legend>
      {tags.length > 0 ? (
        <ul className="tag-list">
          {tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              <button
                type="button"
                className="tag-remove"
                aria-label={t('form.removeTag', { tag })}
                onClick={() => {
                  onChange(tags.filter((t) => t !== tag));
                  // The pressed button goes away with its tag; the tag field is the next useful place.
                  inputRef.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('form.noTags')}</p>
      )}
      <div className="tag-add">
        <label htmlFor={`${id}-new`} className="visually-hidden">
          {t('form.newTag')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-new`}
          placeholder={t('form.newTag')}
          maxLength={LIMITS.tag}
          value={newTag}
          disabled={full}
          onChange={(event) => setNewTag(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={add} disabled={full || !newTag.trim()}>
          {t('form.addTag')}
        </Button>
      </div>
    </fieldset>
  );
}
