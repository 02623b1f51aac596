import '../photos.css';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { PHOTO_MESSAGES } from '#shared/photos.ts';
import { imageFiles } from '../upload-photo';

/** A photo as the editor shows it: its key in the order, and a small image of it. */
export interface EditablePhoto {
  key: string;
  /** Null for a picture the browser does not load itself (the page's picture in the import preview). */
  src: string | null;
  width?: number | undefined;
  height?: number | undefined;
}

interface PhotoEditorProps {
  photos: readonly EditablePhoto[];
  /** Photos being added right now (their count), shown as progress. */
  adding?: number;
  /** A change is being saved: the buttons wait for it, so the next one starts from the saved order. */
  busy?: boolean;
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
export function PhotoEditor({ photos, adding = 0, busy = false, onAdd, onArrange }: PhotoEditorProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const keys = photos.map((photo) => photo.key);
  const room = PHOTO_LIMITS.perRecipe - photos.length;
  const closed = busy || room <= 0;

  // What the server would refuse anyway is told here, before anything is sent: a file over the size
  // limit (named), and the files past the gallery's room (the first ones chosen are kept).
  const add = (files: File[]) => {
    const small = files.filter((file) => {
      if (file.size <= PHOTO_LIMITS.bytes) return true;
      toast.error(`${file.name}: ${t(PHOTO_MESSAGES.tooLarge)}`);
      return false;
    });
    if (small.length > room) toast.error(t(PHOTO_MESSAGES.tooMany));
    const taken = small.slice(0, Math.max(0, room));
    if (taken.length > 0) onAdd(taken);
  };
  const addRef = useRef(add);
  addRef.current = add;

  // A pasted image (a screenshot, a copied photo) anywhere on the page; pasted text is left alone.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = imageFiles(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      addRef.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = imageFiles(event.dataTransfer.files);
    if (files.length > 0) add(files);
  };

  const pick = (list: FileList | null, input: HTMLInputElement) => {
    const files = imageFiles(list);
    // Cleared, so choosing the same file again is a change too.
    input.value = '';
    if (files.length > 0) add(files);
  };

  return (
    <section className="card stack photo-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('photos.editor.title')}</h2>
      <p className="field-hint" id={`${id}-hint`}>
        {t('photos.editor.hint')}
      </p>
      {photos.length > 0 && (
        <ol className="photo-editor-list">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.key} className="photo-editor-item">
                {photo.src ? (
                  <img
                    src={photo.src}
                    alt={index === 0 ? t('photos.editor.coverAlt') : t('photos.editor.photoAlt', { number })}
                    width={photo.width}
                    height={photo.height}
                  />
                ) : (
                  <span className="photo-placeholder">{t('photos.editor.pagePhoto')}</span>
                )}
                {index === 0 && <span className="badge photo-cover-badge">{t('photos.editor.cover')}</span>}
                <div className="photo-editor-actions">
                  {index > 0 && (
                    <button
                      type="button"
                      className="button small"
                      // The name starts with the words on the button, so a voice user saying them hits it.
                      aria-label={t('photos.editor.makeCoverOf', { number })}
                      disabled={busy}
                      onClick={() => onArrange(moved(keys, index, 0))}
                    >
                      {t('photos.editor.makeCover')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button small"
                    aria-label={t('photos.editor.earlier', { number })}
                    disabled={busy || index === 0}
                    onClick={() => onArrange(moved(keys, index, index - 1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="button small"
                    aria-label={t('photos.editor.later', { number })}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => onArrange(moved(keys, index, index + 1))}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="button small quiet-danger"
                    aria-label={t('photos.editor.removeOf', { number })}
                    disabled={busy}
                    onClick={() => onArrange(keys.filter((key) => key !== photo.key))}
                  >
                    {t('photos.editor.remove')}
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
        <p className="muted">{t('photos.editor.drop')}</p>
        <div className="row">
          <label className={`button${closed ? ' disabled' : ''}`}>
            {t('photos.editor.choose')}
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              disabled={closed}
              aria-describedby={`${id}-hint`}
              onChange={(event) => pick(event.target.files, event.target)}
            />
          </label>
          <label className={`button${closed ? ' disabled' : ''}`}>
            {t('photos.editor.take')}
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              capture="environment"
              disabled={closed}
              onChange={(event) => pick(event.target.files, event.target)}
            />
          </label>
        </div>
        <p className="muted" role="status">
          {adding > 0 ? t('photos.editor.adding', { count: adding }) : ''}
        </p>
      </div>
    </section>
  );
}
