/** Import failures the user sees; the technical reason goes to the server log. */
export const IMPORT_FAILED_MESSAGE = 'Reseptin tuonti epäonnistui';

export class ImportError extends Error {
  override readonly name = 'ImportError';

  constructor(
    readonly kind: 'fetch' | 'nothing_found' | 'ai',
    message: string,
  ) {
    super(message);
  }
}
