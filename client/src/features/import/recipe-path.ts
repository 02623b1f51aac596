/** Where a saved recipe lives; the import screen links there after saving and from the similar list. */
export function recipePath(id: string): string {
  return `/recipelibrary/${encodeURIComponent(id)}`;
}
