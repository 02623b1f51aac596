import { type FormEvent, useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/text-field.tsx';
import { t } from '#client/lib/language.ts';
import type { ImportKind } from '../hooks/use-recipe-import';

interface TextSourceProps {
  text: string;
  onTextChange(text: string): void;
  importing: ImportKind | null;
  onImport(text: string): void;
}

export function TextSource({ text, onTextChange, importing, onImport }: TextSourceProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !importing) onImport(text);
  };
  return (
    <section className="card import-source import-source-text" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('import.pasteText')}</h2>
      <form className="stack" onSubmit={submit}>
        <TextAreaField
          label={t('import.recipeText')}
          hint={t('import.textHint')}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          rows={12}
          spellCheck={false}
        />
        <div className="row import-actions">
          <Button
            type="submit"
            variant="primary"
            busy={importing === 'text'}
            busyLabel={t('import.importing')}
            disabled={importing !== null || !text.trim()}
          >
            {t('import.importRecipe')}
          </Button>
        </div>
      </form>
    </section>
  );
}
