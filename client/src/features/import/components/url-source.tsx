import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { t } from '#client/lib/language.ts';
import { issuesByField } from '#client/lib/use-field-errors.ts';
import { importUrlInput } from '#shared/import.ts';
import type { ImportKind } from '../hooks/use-recipe-import';

interface UrlSourceProps {
  url: string;
  onUrlChange(url: string): void;
  importing: ImportKind | null;
  onImport(url: string): void;
}

export function UrlSource({ url, onUrlChange, importing, onImport }: UrlSourceProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() || importing) return;
    // The server's own rule, checked here so the message sits by the field (the browser's bubble for
    // type="url" is easy for a screen reader to miss) and a mistyped address costs no request.
    const parsed = importUrlInput.safeParse({ url });
    if (!parsed.success) {
      setError(issuesByField(parsed.error).url);
      return;
    }
    onImport(parsed.data.url);
  };
  return (
    <section className="card import-source" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('import.fromPage')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={t('import.recipeUrl')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('import.urlPlaceholder')}
          value={url}
          onChange={(event) => {
            onUrlChange(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('import.urlHint')}
        />
        <div className="row import-actions">
          <Button
            type="submit"
            variant="primary"
            busy={importing === 'url'}
            busyLabel={t('import.importing')}
            disabled={importing !== null || !url.trim()}
          >
            {t('import.fromUrl')}
          </Button>
        </div>
      </form>
    </section>
  );
}
