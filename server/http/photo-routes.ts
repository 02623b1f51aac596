import type { FastifyInstance } from 'fastify';
import { SESSION_EXPIRED_MESSAGE } from '#shared/errors.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { PHOTO_MESSAGES, PHOTO_ROUTES, PHOTO_SIZES, type PhotoSize, photoVersion } from '#shared/photos.ts';
import { requestSessions } from '../auth/request-session';
import type { AppDeps } from '../context';
import { spendUserBudget } from '../limits/user-budgets';
import { BUSY_RETRY_AFTER_SECONDS } from '../photos/decode-queue';
import { PhotoRejectedError } from '../photos/photo-errors';
import { addPhoto, ensurePhotoRoom, readPhotoFile } from '../photos/recipe-photos';
import { uploadOriginGuard } from './csrf';
import { messageReply } from './domain-error-reply';
import { uploadErrorHandler } from './upload-errors';
import { readUploadedFile, uploadPace } from './uploads';

/**
 * An address carrying the photo's current version (photoPath with `v`) names these exact bytes, so a
 * year's caching is safe: should they ever be encoded anew, the address changes. Without it (or with
 * an old one) the browser keeps the file but asks again each time, answered 304 by ETag.
 */
const CACHE_VERSIONED = 'private, max-age=31536000, immutable';
const CACHE_REVALIDATED = 'private, no-cache';
const NOT_FOUND = messageReply('photos.notFound');

/** The photo routes' refusals as { message } with their status; a busy decoder says when to come back. */
const photoErrorHandler = uploadErrorHandler({
  tooLarge: PHOTO_MESSAGES.tooLarge,
  retryAfter: (error) =>
    error instanceof PhotoRejectedError && error.reason === 'busy' ? BUSY_RETRY_AFTER_SECONDS : undefined,
});

/**
 * POST /api/recipes/:id/photos (multipart, field `file`) → 201 { photoId }: the upload through the
 * photo pipeline, added at the end of the gallery. GET /api/photos/:photoId/:size (thumb | display):
 * the owner's photo; anyone else, and no session, get 404.
 */
export async function registerPhotoRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'db' | 'photoStore' | 'rateLimiter'>,
  allowedOrigins: ReadonlySet<string>,
) {
  const sessions = requestSessions(deps);
  await app.register(async (scope) => {
    scope.setErrorHandler(photoErrorHandler);

    scope.post<{ Params: { id: string }; Querystring: { versioned?: string } }>(
      PHOTO_ROUTES.upload,
      { onRequest: uploadOriginGuard(allowedOrigins) },
      async (request, reply) => {
        const signedIn = await sessions.read(request, reply);
        if (!signedIn) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE });
        const input = { userId: signedIn.user.id, recipeId: request.params.id };
        // Everything cheap before the body is read: the user's upload budget, then that the recipe
        // is theirs and has room. Only then up to 15 MB are read and decoded.
        await spendUserBudget(deps.rateLimiter, 'photo', input.userId);
        await ensurePhotoRoom(deps.db, input);
        const bytes = await readUploadedFile(request, {
          field: 'file',
          maxBytes: PHOTO_LIMITS.bytes,
          messages: {
            missing: PHOTO_MESSAGES.noFile,
            tooLarge: PHOTO_MESSAGES.tooLarge,
            tooSlow: PHOTO_MESSAGES.tooSlow,
          },
          pace: uploadPace(deps.config),
        });
        const versioned = request.query.versioned !== 'false';
        const added = await addPhoto(deps.db, deps.photoStore, { ...input, bytes, versioned });
        return reply.code(201).send(added);
      },
    );

    scope.get<{ Params: { photoId: string; size: string }; Querystring: { v?: string } }>(
      PHOTO_ROUTES.file,
      async (request, reply) => {
        const { photoId, size } = request.params;
        const signedIn = await sessions.read(request, reply);
        if (!signedIn || !PHOTO_SIZES.includes(size as PhotoSize)) return reply.code(404).send(NOT_FOUND);
        const photo = await readPhotoFile(deps.db, deps.photoStore, {
          userId: signedIn.user.id,
          photoId,
          size: size as PhotoSize,
        });
        if (!photo) return reply.code(404).send(NOT_FOUND);
        const etag = `"${photo.hash.slice(0, 32)}-${size}"`;
        const versioned = request.query.v === photoVersion(photo.hash);
        const cached = () =>
          reply.header('cache-control', versioned ? CACHE_VERSIONED : CACHE_REVALIDATED).header('etag', etag);
        // A browser that has this version is answered before the bytes are read.
        if (request.headers['if-none-match'] === etag) return cached().code(304).send();
        const file = await photo.read();
        if (!file) return reply.code(404).send(NOT_FOUND);
        return cached().type(file.contentType).send(Buffer.from(file.data));
      },
    );
  });
}
