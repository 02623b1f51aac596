import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { LIMITS } from '#shared/recipes/recipe.ts';
import type { DraftEditor } from '../hooks/use-draft-editor';

interface TagEditorProps extends Pick<DraftEditor, 'addTag' | 'removeTag'> {
  tags: string[];
}

export function TagEditor({ tags, addTag, removeTag }: TagEditorProps) {
  const id = useId();
  const [newTag, setNewTag] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const full = tags.length >= LIMITS.tags;

  const add = () => {
    addTag(newTag);
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
      <legend className="label">Tags</legend>
      {tags.length > 0 ? (
        <ul className="tag-list">
          {tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              <button
                type="button"
                className="tag-remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  removeTag(tag);
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
        <p className="muted">No tags yet.</p>
      )}
      <div className="tag-add">
        <label htmlFor={`${id}-new`} className="visually-hidden">
          New tag
        </label>
        <input
          ref={inputRef}
          id={`${id}-new`}
          placeholder="New tag"
          maxLength={LIMITS.tag}
          value={newTag}
          disabled={full}
          onChange={(event) => setNewTag(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={add} disabled={full || !newTag.trim()}>
          Add tag
        </Button>
      </div>
    </fieldset>
  );
}
