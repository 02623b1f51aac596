import { photoPath, type RecipePhoto } from '../../../../../shared/photos';
import { useRecipePhotos } from '../hooks/use-recipe-photos';
import { PhotoEditor } from './photo-editor';

/** The edit page's photos: every change is saved at once, apart from the form's Save. */
export function RecipePhotosEditor({ recipeId, photos }: { recipeId: string; photos: RecipePhoto[] }) {
  const { add, adding, arrange } = useRecipePhotos(recipeId);
  return (
    <PhotoEditor
      photos={photos.map((photo) => ({
        key: photo.id,
        src: photoPath(photo.id, 'thumb'),
        width: photo.thumbWidth,
        height: photo.thumbHeight,
      }))}
      adding={adding}
      onAdd={add}
      onArrange={arrange}
    />
  );
}
