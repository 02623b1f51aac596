import './transfer.css';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { MAX_ARCHIVE_MB, TRANSFER_PATHS } from '#shared/transfer.ts';
import { useArchiveUpload } from '../hooks/use-archive-upload';
import { isActive, useTransferJob } from '../hooks/use-transfer-job';
import { JobProgress } from './job-progress';

/**
 * The profile page's backup and moving in: the whole library as a zip, and an archive back in — this
 * app's own backup, or another app's export (Mealie, Tandoor, Paprika, Nextcloud Cookbook, RecipeSage,
 * a zip of JSON-LD or HTML pages).
 */
export function LibraryTransfer() {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file is on its way.
  const [inputKey, setInputKey] = useState(0);
  const { job, follow, cancel, cancelling } = useTransferJob();
  const upload = useArchiveUpload((jobId) => {
    follow(jobId);
    setFile(null);
    setInputKey((key) => key + 1);
  });
  const finished = job.data && !isActive(job.data);
  useEffect(() => {
    // The library and the profile's count change as recipes come in.
    if (finished) void queryClient.invalidateQueries();
  }, [finished, queryClient]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  return (
    <section className="card stack transfer-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Varmuuskopio ja siirto</h2>
      <div className="stack">
        <h3>Vie kirjasto</h3>
        <p className="muted">
          Zip-tiedosto, jossa jokainen resepti on schema.org-muodossa (JSON-LD) ja backup.json sisältää
          kaiken: kentät, osat, tunnisteet ja versiohistorian.
        </p>
        <div className="row">
          <a className="button primary" href={TRANSFER_PATHS.libraryZip} download>
            Lataa varmuuskopio (zip)
          </a>
        </div>
      </div>
      <form className="stack" onSubmit={submit}>
        <h3>Palauta tai tuo toisesta sovelluksesta</h3>
        <TextField
          key={inputKey}
          label="Arkisto"
          type="file"
          name="file"
          accept=".zip,.paprikarecipes,.json,.jsonld,.csv,.cook,.html,.htm,.txt,.mmf,.mm,application/zip,application/json,text/csv,text/html,text/plain"
          hint={`Tämän sovelluksen varmuuskopio tai Mealien, Tandoorin, Paprikan (.paprikarecipes), Nextcloud Cookbookin, RecipeSagen, Copy Me Thatin, Recipe Keeperin, Chowdownin, Plan to Eatin tai My Recipe Boxin vienti, Cooklang- tai Meal-Master-tiedosto, tai zip JSON-LD- tai HTML-sivuista. Enintään ${MAX_ARCHIVE_MB} Mt. Jo kirjastossa olevat samat reseptit ohitetaan.`}
          error={upload.error?.message}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            upload.reset();
          }}
        />
        <div className="row">
          <Button
            type="submit"
            variant="primary"
            disabled={!file || isActive(job.data)}
            busy={upload.isPending}
            busyLabel="Lähetetään…"
          >
            Tuo arkisto
          </Button>
        </div>
      </form>
      {job.data && <JobProgress job={job.data} onCancel={cancel} cancelling={cancelling} />}
      {job.isError && <p className="form-error">Tuonnin tilaa ei voitu hakea.</p>}
    </section>
  );
}
