import type { RefParams } from '#shared/messages/message-ref.ts';
import { translateText } from './language';
import { SessionExpiredError } from './trpc';

type Reply<T> = Partial<T> & { message?: string; messageKey?: string; messageParams?: RefParams };

/**
 * POSTs a file as the multipart field `file`, the way the server's upload routes take it. A lost
 * connection throws `unreachable()`; an ended session SessionExpiredError, which the app answers by
 * sending the chef to sign in, as for any call. The reply's JSON body, {} if it has none; its message
 * in the language shown, when the server sent a catalogue key (docs/decisions/0034).
 */
export async function postFile<T>(
  path: string,
  file: Blob,
  unreachable: () => Error,
  fileName?: string,
): Promise<{ response: Response; body: Reply<T> }> {
  const form = new FormData();
  if (fileName === undefined) form.set('file', file);
  else form.set('file', file, fileName);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw unreachable();
  }
  if (response.status === 401) throw new SessionExpiredError();
  const body = (await response.json().catch(() => ({}))) as Reply<T>;
  if (body.messageKey) body.message = translateText(body.messageKey, body.messageParams);
  return { response, body };
}
