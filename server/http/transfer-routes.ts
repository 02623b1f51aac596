import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TRANSFER_PATHS } from '../../shared/transfer';
import type { AppDeps } from '../deps';
import { RecipeNotFoundError } from '../recipes/errors';
import { readRecipeRow, toRecipe } from '../recipes/recipe-row';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from '../transfer/archive-limits';
import { ActiveJobError } from '../transfer/errors';
import { createArchiveJob } from '../transfer/jobs';
import { libraryZip, recipeFileName } from '../transfer/library-zip';
import { recipeJsonLd } from '../transfer/recipe-jsonld';
import { recipePrintPage } from '../transfer/recipe-print';
import { csrfGuard } from './csrf';
import { sessionUserReader } from './session-user';
import { registerUploads } from './uploads';

const NOT_SIGNED_IN = { message: 'Kirjaudu sisään.' };
const NOT_FOUND = { message: 'Reseptiä ei löytynyt.' };
const NO_FILE = { message: 'Lähetä arkisto lomakkeen file-kentässä.' };

/** A download's name in Content-Disposition: ASCII for old clients, UTF-8 for the rest. */
function attachment(reply: FastifyReply, fileName: string, inline = false) {
  reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`);
}

/**
 * Downloads and the archive upload: plain HTTP where tRPC does not fit. Each answers by the session
 * cookie; another user's recipe is not found. The upload streams to a temporary file under its cap,
 * is stored with its job, and the job runs in the background.
 */
export async function registerTransferRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  allowedOrigins: ReadonlySet<string>,
) {
  const userOf = sessionUserReader(deps);

  app.get(TRANSFER_PATHS.libraryZip, async (request, reply) => {
    const user = await userOf(request);
    if (!user) return reply.code(401).send(NOT_SIGNED_IN);
    const date = new Date().toISOString().slice(0, 10);
    attachment(reply, `reseptikirjasto-${date}.zip`);
    return reply.type('application/zip').send(await libraryZip(deps.db, user.id));
  });

  app.get<{ Params: { file: string } }>('/api/export/recipes/:file', async (request, reply) => {
    const user = await userOf(request);
    if (!user) return reply.code(401).send(NOT_SIGNED_IN);
    const match = /^(.+)\.(jsonld|html)$/.exec(request.params.file);
    if (!match) return reply.code(404).send(NOT_FOUND);
    let recipe: ReturnType<typeof toRecipe>;
    try {
      recipe = toRecipe(await readRecipeRow(deps.db, user.id, match[1]!));
    } catch (error) {
      if (error instanceof RecipeNotFoundError) return reply.code(404).send(NOT_FOUND);
      throw error;
    }
    if (match[2] === 'html') {
      return reply.type('text/html; charset=utf-8').send(recipePrintPage(recipe));
    }
    attachment(reply, `${recipeFileName(recipe)}.jsonld`);
    return reply
      .type('application/ld+json; charset=utf-8')
      .send(`${JSON.stringify(recipeJsonLd(recipe), null, 2)}\n`);
  });

  await app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.addHook('onRequest', csrfGuard(allowedOrigins, 'multipart/form-data'));
    uploads.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
      if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
        reply.header('connection', 'close');
        return reply.code(413).send({ message: ARCHIVE_MESSAGES.tooLarge });
      }
      if (error.statusCode && error.statusCode < 500)
        return reply.code(error.statusCode).send({ message: 'Lataus epäonnistui.' });
      request.log.error({ err: error }, 'archive upload failed');
      return reply.code(500).send({ message: 'Lataus epäonnistui palvelimella.' });
    });

    uploads.post(
      TRANSFER_PATHS.archiveUpload,
      { bodyLimit: ARCHIVE_LIMITS.maxBytes },
      async (request, reply) => {
        const user = await userOf(request);
        if (!user) return reply.code(401).send(NOT_SIGNED_IN);
        if (!request.isMultipart()) return reply.code(400).send(NO_FILE);
        const part = await request.file({ limits: { fileSize: ARCHIVE_LIMITS.maxBytes } });
        if (part?.fieldname !== 'file') return reply.code(400).send(NO_FILE);
        const dir = await mkdtemp(path.join(tmpdir(), 'rk-upload-'));
        try {
          const file = path.join(dir, 'upload');
          await pipeline(part.file, createWriteStream(file));
          if (part.file.truncated) return reply.code(413).send({ message: ARCHIVE_MESSAGES.tooLarge });
          const jobId = await createArchiveJob(
            deps.db,
            user.id,
            file,
            path.basename(part.filename || 'arkisto.zip'),
          );
          deps.transfer.kick();
          return reply.code(202).send({ jobId });
        } catch (error) {
          if (error instanceof ActiveJobError) return reply.code(409).send({ message: error.message });
          throw error;
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );
  });
}
