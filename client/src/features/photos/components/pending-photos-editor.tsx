import { useCallback, useEffect, useRef } from 'react';
import {
  type PendingPhoto,
  pendingFromFiles,
  releasePendingPhoto,
  withinPhotoLimit,
} from '../pending-photos';
import { PhotoEditor } from './photo-editor';

interface PendingPhotosEditorProps {
  photos: PendingPhoto[];
  onChange(photos: PendingPhoto[]): void;
}

/** The import preview's photos: kept in the browser until Save, then sent to the new recipe. */
export function PendingPhotosEditor({ photos, onChange }: PendingPhotosEditorProps) {
  const latest = useRef(photos);
  latest.current = photos;
  // The blob: addresses of files still chosen when the preview goes away.
  useEffect(() => () => latest.current.forEach(releasePendingPhoto), []);

  const add = useCallback(
    (files: File[]) => onChange(withinPhotoLimit([...latest.current, ...pendingFromFiles(files)])),
    [onChange],
  );
  const arrange = (keys: string[]) => {
    const byKey = new Map(photos.map((photo) => [photo.key, photo]));
    for (const photo of photos) if (!keys.includes(photo.key)) releasePendingPhoto(photo);
    onChange(keys.flatMap((key) => byKey.get(key) ?? []));
  };

  return <PhotoEditor photos={photos} onAdd={add} onArrange={arrange} />;
}
