import { LINE_CHECK_LABEL } from '#shared/import-review.ts';

/** Beside a line the import kept as its source wrote it, because reading it would have lost words. */
export function LineCheckMark() {
  return (
    <p className="line-check" role="note">
      <span aria-hidden="true">⚠ </span>
      {LINE_CHECK_LABEL}
    </p>
  );
}
