/** The procedures a /trpc request calls: one, or several joined by commas in a batch (as tRPC decodes it). */
export function proceduresOf(url: string): string[] {
  const pathname = (url.split('?')[0] ?? '').replace(/^\/trpc\//, '');
  try {
    return decodeURIComponent(pathname).split(',');
  } catch {
    return pathname.split(',');
  }
}
