import { photoPath, type RecipePhoto } from '#shared/photos.ts';
import { useRecipePhotos } from '../hooks/use-recipe-photos';
import { PhotoEditor } from './photo-editor';

/** The edit page's photos: every change is saved at once, apart from the form's Save. */
export function RecipePhotosEditor({ recipeId, photos }: { recipeId: string; photos: RecipePhoto[] }) {
  const { add, adding, busy, arrange } = useRecipePhotos(recipeId);
  const shown = photos.map((photo) => photo.id);
  return (
    <PhotoEditor
      photos={photos.map((photo) => ({
        key: photo.id,
        src: photoPath(photo.id, 'thumb', photo.version),
        width: photo.thumbWidth,
        height: photo.thumbHeight,
      }))}
      adding={adding}
      busy={busy}
      onAdd={add}
      onArrange={(photoIds) => arrange(photoIds, shown)}
    />
  );
}
