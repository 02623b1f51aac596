import { type DragEvent, useId, useState } from 'react';
import { t } from '#client/lib/language.ts';
import type { ImportKind } from '../hooks/use-recipe-import';
import { fileProblem } from '../import-file';

interface FileSourceProps {
  importing: ImportKind | null;
  onImport(file: File): void;
}

/** A drop zone whose real control is a file input, so choosing a file works by keyboard as well. */
export function FileSource({ importing, onImport }: FileSourceProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = importing !== null;

  const take = (files: readonly File[]) => {
    if (busy) return;
    const refusal = fileProblem(files);
    setProblem(refusal);
    if (!refusal) onImport(files[0]!);
  };

  const onDragOver = (event: DragEvent) => {
    // Without preventDefault the browser would open the dropped file instead of handing it over.
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Moving across the zone's own children fires dragleave too; only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    // The whole card takes drops, a generous target; dropping is the pointer's shortcut to the input.
    <section
      className="card import-source"
      aria-labelledby={`${id}-heading`}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <h2 id={`${id}-heading`}>{t('import.uploadFile')}</h2>
      <div className={['drop-zone', dragging ? 'is-dragging' : '', busy ? 'is-busy' : ''].join(' ').trim()}>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept=".txt,text/plain"
          disabled={busy}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            // Cleared so that choosing the same file again (after fixing it) is noticed.
            event.target.value = '';
          }}
        />
        <p className="drop-zone-text" aria-hidden="true">
          {t('import.dropFile')}
        </p>
        <label htmlFor={`${id}-file`} className="button drop-zone-button">
          {importing === 'file' ? t('import.importing') : t('import.chooseFile')}
        </label>
        <p id={hintId} className="field-hint">
          {t('import.maxSize')}
        </p>
      </div>
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
