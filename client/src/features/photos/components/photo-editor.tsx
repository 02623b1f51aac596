import '../photos.css';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { PHOTO_LIMITS } from '../../../../../shared/photos';
import { imageFiles } from '../upload-photo';

/** A photo as the editor shows it: its key in the order, and a small image of it. */
export interface EditablePhoto {
  key: string;
  /** Null for a picture the browser may not load yet (a page's http: image, outside the CSP). */
  src: string | null;
  width?: number | undefined;
  height?: number | undefined;
}

interface PhotoEditorProps {
  photos: readonly EditablePhoto[];
  /** Photos being added right now (their count), shown as progress. */
  adding?: number;
  onAdd(files: File[]): void;
  /** The new order, the first as the cover; a key left out is a removed photo. */
  onArrange(keys: string[]): void;
}

function moved(keys: string[], from: number, to: number): string[] {
  const next = [...keys];
  const [key] = next.splice(from, 1);
  next.splice(to, 0, key!);
  return next;
}

/**
 * The edit page's and the import preview's photos: add by file picker, camera, drag and drop or paste;
 * reorder, pick the cover (the first), remove. It knows nothing of where photos are kept.
 */
export function PhotoEditor({ photos, adding = 0, onAdd, onArrange }: PhotoEditorProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const keys = photos.map((photo) => photo.key);
  const room = PHOTO_LIMITS.perRecipe - photos.length;

  // A pasted image (a screenshot, a copied photo) anywhere on the page; pasted text is left alone.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = imageFiles(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      onAdd(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onAdd]);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = imageFiles(event.dataTransfer.files);
    if (files.length > 0) onAdd(files);
  };

  const pick = (list: FileList | null, input: HTMLInputElement) => {
    const files = imageFiles(list);
    // Cleared, so choosing the same file again is a change too.
    input.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <section className="card stack photo-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Photos</h2>
      <p className="field-hint" id={`${id}-hint`}>
        The first photo is the cover. Up to {PHOTO_LIMITS.perRecipe} photos, each at most{' '}
        {PHOTO_LIMITS.bytes / 1024 / 1024} MB.
      </p>
      {photos.length > 0 && (
        <ol className="photo-editor-list">
          {photos.map((photo, index) => {
            const label = `photo ${index + 1}`;
            return (
              <li key={photo.key} className="photo-editor-item">
                {photo.src ? (
                  <img
                    src={photo.src}
                    alt={index === 0 ? 'Cover photo' : `Photo ${index + 1}`}
                    width={photo.width}
                    height={photo.height}
                  />
                ) : (
                  <span className="photo-placeholder">The page’s photo, added when you save</span>
                )}
                {index === 0 && <span className="badge photo-cover-badge">Cover</span>}
                <div className="photo-editor-actions">
                  {index > 0 && (
                    <button
                      type="button"
                      className="button small"
                      aria-label={`Make ${label} the cover`}
                      onClick={() => onArrange(moved(keys, index, 0))}
                    >
                      Make cover
                    </button>
                  )}
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Move ${label} earlier`}
                    disabled={index === 0}
                    onClick={() => onArrange(moved(keys, index, index - 1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Move ${label} later`}
                    disabled={index === photos.length - 1}
                    onClick={() => onArrange(moved(keys, index, index + 1))}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="button small quiet-danger"
                    aria-label={`Remove ${label}`}
                    onClick={() => onArrange(keys.filter((key) => key !== photo.key))}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the buttons inside do the same */}
      <div
        className={`photo-drop${dragging ? ' dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p className="muted">Drop photos here or paste them, or:</p>
        <div className="row">
          <label className={`button${room <= 0 ? ' disabled' : ''}`}>
            Choose photos
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              disabled={room <= 0}
              aria-describedby={`${id}-hint`}
              onChange={(event) => pick(event.target.files, event.target)}
            />
          </label>
          <label className={`button${room <= 0 ? ' disabled' : ''}`}>
            Take a photo
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              capture="environment"
              disabled={room <= 0}
              onChange={(event) => pick(event.target.files, event.target)}
            />
          </label>
        </div>
        <p className="muted" role="status">
          {adding > 0 ? `Adding ${adding === 1 ? 'a photo' : `${adding} photos`}…` : ''}
        </p>
      </div>
    </section>
  );
}
