import { postFile } from '#client/lib/post-file.ts';
import { recipePhotosPath } from '#shared/photos.ts';

/** A refused upload; the message is the server's, written for the chef. */
export class PhotoUploadError extends Error {}

/** POST /api/recipes/:id/photos with the file in `file`, as the server's photo pipeline takes it. */
export async function uploadPhoto(
  recipeId: string,
  file: Blob,
  options: { versioned?: boolean } = {},
): Promise<{ photoId: string }> {
  const { response, body } = await postFile<{ photoId: string }>(
    recipePhotosPath(recipeId, options),
    file,
    () => new PhotoUploadError('The photo could not be sent. Check the connection and try again.'),
  );
  if (!response.ok || !body.photoId)
    throw new PhotoUploadError(body.message ?? 'The photo could not be added');
  return { photoId: body.photoId };
}

/** The images among dropped, pasted or picked files (a pasted screenshot is a file too). */
export function imageFiles(files: FileList | readonly File[] | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/') || file.type === '');
}
