import './import.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { t } from '#client/lib/language.ts';
import { UrlListImport } from '../transfer/components/url-list-import';
import { ImportPreview } from './components/import-preview';
import { ImportSources } from './components/import-sources';
import { type EditableDraft, toEditable } from './editable-draft';
import { useRecipeImport } from './hooks/use-recipe-import';

/**
 * /recipelibrary/new, inside the library layout's <main>: choose a source, import, review the draft,
 * save. The typed text and address live here so that Cancel on the preview returns to them as they were.
 */
export function ImportPage() {
  const [preview, setPreview] = useState<EditableDraft | null>(null);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { start, importing } = useRecipeImport((draft) => setPreview(toEditable(draft)));

  const cancel = () => {
    // Rendered at once so the heading is focused in the input view, not in the form being removed.
    flushSync(() => setPreview(null));
    headingRef.current?.focus();
  };

  return (
    <div className="container page import-page">
      <header className="page-header">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {t('import.title')}
          </h1>
          {!preview && <p className="muted import-lead">{t('import.lead')}</p>}
        </div>
      </header>
      {preview ? (
        <ImportPreview initial={preview} onCancel={cancel} />
      ) : (
        <>
          <ImportSources
            text={text}
            onTextChange={setText}
            url={url}
            onUrlChange={setUrl}
            importing={importing}
            onImport={start}
          />
          <UrlListImport />
        </>
      )}
    </div>
  );
}
