import { expect } from 'vitest';
import type { TestServer } from '../support/http';
import type { ReceivedMail } from '../support/smtp-server';

export const PASSWORD = 'kermavaahto-42';

/** One non-batched tRPC request over HTTP, exactly as the wire carries it. */
export async function rawCall(
  server: Pick<TestServer, 'url' | 'origin'>,
  procedure: string,
  input?: unknown,
  headers: Record<string, string> = {},
) {
  const isQuery = input === undefined && /\.(me|profile)$/.test(procedure);
  const response = await fetch(`${server.url}/trpc/${procedure}`, {
    method: isQuery ? 'GET' : 'POST',
    headers: isQuery ? headers : { origin: server.origin, 'content-type': 'application/json', ...headers },
    body: isQuery ? undefined : JSON.stringify(input ?? null),
  });
  return { status: response.status, body: await response.text(), setCookie: response.headers.getSetCookie() };
}

/** A signed-up and signed-in browser (registration signs in while confirmation is not required). */
export async function signedUpBrowser(server: TestServer, email: string, password = PASSWORD) {
  const browser = server.client();
  const result = await browser.trpc.auth.register.mutate({ email, password });
  expect(result.status).toBe('signed-in');
  return browser;
}

export function signedInBrowser(server: TestServer, email: string, password = PASSWORD) {
  const browser = server.client();
  return browser.trpc.auth.login.mutate({ email, password }).then(() => browser);
}

/** The token in a mailed link: `#token=` (reset) or `#confirm=` (sign-up confirmation). */
export function tokenFrom(mail: Pick<ReceivedMail, 'text'>, kind: 'token' | 'confirm'): string {
  const match = mail.text.match(new RegExp(`https?://\\S+/recipelibrary/\\S+#${kind}=([A-Za-z0-9_-]{43})`));
  if (!match?.[1]) throw new Error(`no #${kind}= link in:\n${mail.text}`);
  return match[1];
}

export function mailTo(address: string, subject: RegExp) {
  return (mail: ReceivedMail) => mail.to.includes(address) && subject.test(mail.subject);
}
