import { useT } from '#client/lib/language.ts';

/** Beside a line the import kept as its source wrote it, because reading it would have lost words. */
export function LineCheckMark() {
  const t = useT();
  return (
    <p className="line-check" role="note">
      <span aria-hidden="true">⚠ </span>
      {t('review.checkLine')}
    </p>
  );
}
