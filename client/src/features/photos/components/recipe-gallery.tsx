import { t } from '#client/lib/language.ts';
import { photoPath, type RecipePhoto } from '#shared/photos.ts';
import { PhotoImg } from './photo-img';

/** The detail page's photos: the cover large, then the rest as thumbnails opening the full image. */
export function RecipeGallery({ title, photos }: { title: string; photos: RecipePhoto[] }) {
  const [cover, ...rest] = photos;
  if (!cover) return null;
  return (
    <>
      <figure className="recipe-cover">
        <PhotoImg
          photo={cover}
          alt={title}
          sizes="(min-width: 62rem) 58rem, 100vw"
          loading="eager"
          fetchPriority="high"
        />
      </figure>
      {rest.length > 0 && (
        <section className="recipe-gallery" aria-label={t('photos.more')}>
          <ul>
            {rest.map((photo, index) => (
              <li key={photo.id}>
                <a href={photoPath(photo.id, 'display', photo.version)} target="_blank" rel="noreferrer">
                  <PhotoImg photo={photo} alt={t('photos.alt', { title, number: index + 2 })} sizes="10rem" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
