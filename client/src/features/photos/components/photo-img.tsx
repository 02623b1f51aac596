import '../photos.css';
import type { ImgHTMLAttributes } from 'react';
import { photoPath, type RecipePhoto } from '#shared/photos.ts';

interface PhotoImgProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  photo: RecipePhoto;
  alt: string;
  /** How wide the image is drawn, for the browser to pick a size from srcset. */
  sizes: string;
}

/**
 * A recipe photo at its real proportions (width and height known up front: no layout shift), with both
 * sizes in srcset so a small slot loads the thumbnail and a large one the display image.
 */
export function PhotoImg({ photo, alt, sizes, loading = 'lazy', ...rest }: PhotoImgProps) {
  return (
    <img
      {...rest}
      src={photoPath(photo.id, 'display', photo.version)}
      srcSet={`${photoPath(photo.id, 'thumb', photo.version)} ${photo.thumbWidth}w, ${photoPath(photo.id, 'display', photo.version)} ${photo.width}w`}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={loading}
      decoding="async"
    />
  );
}
