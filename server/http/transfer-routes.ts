import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_EXPIRED_MESSAGE } from '#shared/errors.ts';
import { isLanguage } from '#shared/messages/format.ts';
import { TRANSFER_PATHS } from '#shared/transfer.ts';
import { requestSessions } from '../auth/request-session';
import type { AppDeps } from '../context';
import { loadRecipe, type Recipe } from '../recipes/recipe-row';
import { ARCHIVE_LIMITS } from '../transfer/archive/archive-limits';
import { recogniseUpload } from '../transfer/archive/recognise-upload';
import { libraryZip, recipeFileName } from '../transfer/export/library-zip';
import { recipeJsonLd } from '../transfer/export/recipe-jsonld';
import { recipePrintPage } from '../transfer/export/recipe-print';
import { assertNoActiveJob, createArchiveJob } from '../transfer/jobs';
import { uploadOriginGuard } from './csrf';
import { messageReply } from './domain-error-reply';
import { uploadErrorHandler } from './upload-errors';
import { saveUploadedFile, uploadDir, uploadPace } from './uploads';

const NOT_SIGNED_IN = { message: SESSION_EXPIRED_MESSAGE };
const NOT_FOUND = messageReply('recipes.notFound');

function attachment(reply: FastifyReply, fileName: string) {
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
}

/** The transfer routes' refusals as { message } with their status; a recipe not found in Finnish. */
const transferErrorHandler = uploadErrorHandler({
  tooLarge: 'transfer.archiveTooLarge',
  notFound: 'recipes.notFound',
});

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
  const sessions = requestSessions(deps);
  await app.register(async (scope) => {
    scope.setErrorHandler(transferErrorHandler);

    scope.get(TRANSFER_PATHS.libraryZip, async (request, reply) => {
      const user = (await sessions.read(request, reply))?.user;
      if (!user) return reply.code(401).send(NOT_SIGNED_IN);
      attachment(reply, `reseptikirjasto-${new Date().toISOString().slice(0, 10)}.zip`);
      const zip = await libraryZip(deps.db, user.id, (error) =>
        request.log.error({ err: error }, 'library export broke off'),
      );
      return reply.type('application/zip').send(zip);
    });

    scope.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
      TRANSFER_PATHS.recipeFileRoute,
      async (request, reply) => {
        const user = (await sessions.read(request, reply))?.user;
        if (!user) return reply.code(401).send(NOT_SIGNED_IN);
        const match = /^(.+)\.(jsonld|html)$/.exec(request.params.file);
        if (!match) return reply.code(404).send(NOT_FOUND);
        const recipe: Recipe = await loadRecipe(deps.db, user.id, match[1]!);
        if (match[2] === 'html') {
          // The page speaks the interface's language, which the link names (docs/decisions/0034).
          const language = isLanguage(request.query.lang) ? request.query.lang : 'en';
          return reply.type('text/html; charset=utf-8').send(recipePrintPage(recipe, language));
        }
        attachment(reply, `${recipeFileName(recipe)}.jsonld`);
        return reply
          .type('application/ld+json; charset=utf-8')
          .send(`${JSON.stringify(recipeJsonLd(recipe), null, 2)}\n`);
      },
    );

    scope.post(
      TRANSFER_PATHS.archiveUpload,
      { onRequest: uploadOriginGuard(allowedOrigins) },
      async (request, reply) => {
        const user = (await sessions.read(request, reply))?.user;
        if (!user) return reply.code(401).send(NOT_SIGNED_IN);
        await assertNoActiveJob(deps.db, user.id);
        const dir = await uploadDir();
        try {
          const file = path.join(dir, 'upload');
          const fileName = await saveUploadedFile(
            request,
            {
              field: 'file',
              maxBytes: ARCHIVE_LIMITS.maxBytes,
              messages: {
                missing: 'transfer.noFile',
                tooLarge: 'transfer.archiveTooLarge',
                tooSlow: 'transfer.archiveTooSlow',
              },
              pace: uploadPace(deps.config),
            },
            file,
          );
          const name = path.basename(fileName || 'arkisto.zip');
          const format = await recogniseUpload(file, name);
          const jobId = await createArchiveJob(deps.db, user.id, file, name, format);
          deps.transfer.kick();
          return reply.code(202).send({ jobId });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );
  });
}
