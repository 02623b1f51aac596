import type { FastifyInstance } from 'fastify';
import { SESSION_EXPIRED_MESSAGE } from '../../shared/errors';
import { PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_SIZES, type PhotoSize } from '../../shared/photos';
import type { AppDeps } from '../deps';
import { PhotoRejectedError } from '../photos/photo-errors';
import { addPhoto, readPhotoFile } from '../photos/recipe-photos';
import { RecipeNotFoundError } from '../recipes/errors';
import { uploadOriginGuard } from './csrf';
import { sessionUserReader } from './session-user';
import { uploadErrorHandler } from './upload-errors';
import { readUploadedFile } from './uploads';

/** A photo never changes under its id (a new picture is a new photo), so a year's caching is safe. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';
const NOT_FOUND = { message: 'Photo not found' };

/** The photo routes' refusals as { message } with their status; anything else is a real failure. */
const photoErrorHandler = uploadErrorHandler({ tooLarge: PHOTO_MESSAGES.tooLarge }, (error) => {
  if (error instanceof RecipeNotFoundError) return { status: 404, message: error.message };
  if (error instanceof PhotoRejectedError)
    return { status: error.reason === 'tooMany' ? 409 : 422, message: error.message };
  return null;
});

/**
 * POST /api/recipes/:id/photos (multipart, field `file`) → 201 { photoId }: the upload through the
 * photo pipeline, added at the end of the gallery. GET /api/photos/:photoId/:size (thumb | display):
 * the owner's photo; anyone else, and no session, get 404.
 */
export async function registerPhotoRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'db' | 'photoStore'>,
  allowedOrigins: ReadonlySet<string>,
) {
  const sessionUser = sessionUserReader(deps);
  await app.register(async (scope) => {
    scope.setErrorHandler(photoErrorHandler);

    scope.post<{ Params: { id: string } }>(
      '/api/recipes/:id/photos',
      { onRequest: uploadOriginGuard(allowedOrigins) },
      async (request, reply) => {
        const user = await sessionUser(request, reply);
        if (!user) return reply.code(401).send({ message: SESSION_EXPIRED_MESSAGE });
        const bytes = await readUploadedFile(request, {
          field: 'file',
          maxBytes: PHOTO_LIMITS.bytes,
          messages: { missing: PHOTO_MESSAGES.noFile, tooLarge: PHOTO_MESSAGES.tooLarge },
        });
        const added = await addPhoto(deps.db, deps.photoStore, {
          userId: user.id,
          recipeId: request.params.id,
          bytes,
        });
        return reply.code(201).send(added);
      },
    );

    scope.get<{ Params: { photoId: string; size: string } }>(
      '/api/photos/:photoId/:size',
      async (request, reply) => {
        const { photoId, size } = request.params;
        const user = await sessionUser(request, reply);
        if (!user || !PHOTO_SIZES.includes(size as PhotoSize)) return reply.code(404).send(NOT_FOUND);
        const file = await readPhotoFile(deps.db, deps.photoStore, {
          userId: user.id,
          photoId,
          size: size as PhotoSize,
        });
        if (!file) return reply.code(404).send(NOT_FOUND);
        const etag = `"${file.hash.slice(0, 32)}-${size}"`;
        reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(file.contentType).send(Buffer.from(file.data));
      },
    );
  });
}
