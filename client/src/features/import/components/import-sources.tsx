import type { ImportKind, ImportSource } from '../hooks/use-recipe-import';
import { FileSource } from './file-source';
import { TextSource } from './text-source';
import { UrlSource } from './url-source';

interface ImportSourcesProps {
  text: string;
  onTextChange(text: string): void;
  url: string;
  onUrlChange(url: string): void;
  importing: ImportKind | null;
  onImport(source: ImportSource): void;
}

/** The three ways in, side by side: pasted text takes the wide column, file and URL share the other. */
export function ImportSources({
  text,
  onTextChange,
  url,
  onUrlChange,
  importing,
  onImport,
}: ImportSourcesProps) {
  return (
    <div className="import-sources">
      <TextSource
        text={text}
        onTextChange={onTextChange}
        importing={importing}
        onImport={(pasted) => onImport({ kind: 'text', text: pasted })}
      />
      <div className="import-sources-side">
        <FileSource importing={importing} onImport={(file) => onImport({ kind: 'file', file })} />
        <UrlSource
          url={url}
          onUrlChange={onUrlChange}
          importing={importing}
          onImport={(address) => onImport({ kind: 'url', url: address })}
        />
      </div>
    </div>
  );
}
