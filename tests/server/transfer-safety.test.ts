import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishRef } from '#server/errors.ts';
import { messageReply } from '#server/http/domain-error-reply.ts';
import { ArchiveError } from '#server/transfer/archive/archive.ts';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from '#server/transfer/archive/archive-limits.ts';
import { openTransferSource } from '#server/transfer/archive/archive-source.ts';
import { createUrlJob } from '#server/transfer/jobs.ts';
import { MB } from '#shared/bytes.ts';
import type { MessageKey } from '#shared/messages/en.ts';
import { type RefParams, refText } from '#shared/messages/message-ref.ts';
import { translate } from '#shared/messages/translate.ts';
import { fixtureText, zipOf } from '../fixtures/transfer/build';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { useSignedInServer } from '../support/signed-in-server';
import { createSignedInUser } from '../support/users';
import { type Browser, importArchive, uploadArchive } from './transfer-helpers';

/** The zip with every occurrence of `from` in its names replaced by `to` (same length), as a forger would. */
function renamed(zip: Buffer, from: string, to: string): Buffer {
  return Buffer.from(zip.toString('latin1').replaceAll(from, to), 'latin1');
}

/** The zip with its end record claiming `count` entries. */
function claimingEntries(zip: Buffer, count: number): Buffer {
  const copy = Buffer.from(zip);
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  copy.writeUInt16LE(count, end + 8);
  copy.writeUInt16LE(count, end + 10);
  return copy;
}

/** The zip with its first central-directory entry declaring `size` inflated bytes. */
function declaringSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  const central = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(size, central + 24);
  return copy;
}

const recipeJson = fixtureText('nextcloud-recipe.json');

/**
 * The upload's answer to a file refused before its job: 415, the English message, and the refusal as
 * catalogue texts (its reason a text of its own), which the browser words in the chef's language.
 */
async function refusal(browser: Browser, server: TestServer, bytes: Buffer, name?: string) {
  const response = await uploadArchive(browser, server, bytes, name);
  const body = (await response.json()) as {
    message: string;
    messageKey: MessageKey;
    messageParams: RefParams;
  };
  return {
    status: response.status,
    message: body.message,
    reason: body.messageParams?.reason,
    finnish: refText((key, params) => translate('fi', key, params), {
      key: body.messageKey,
      params: body.messageParams,
    }),
    job: await browser.trpc.transfer.latest.query(),
  };
}

describe('archive safety', () => {
  const api = useSignedInServer();

  it('refuses a zip bomb (an entry inflating hundreds of times its size) before inflating it', async () => {
    const browser = await signedInClient(api.server);
    const bomb = await zipOf({ 'pommi/recipe.json': Buffer.alloc(8 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(100_000);
    const refused = await refusal(browser, api.server, bomb);
    expect(refused).toMatchObject({ status: 415, job: null });
    expect(refused.reason).toEqual(ARCHIVE_MESSAGES.bomb);
    expect(refused.message).toContain(englishRef(ARCHIVE_MESSAGES.bomb));
  });

  it('refuses an archive declaring more inflated data or more entries than allowed', async () => {
    const browser = await signedInClient(api.server);
    const zip = await zipOf({ 'a/recipe.json': recipeJson });
    const tooMuch = await refusal(browser, api.server, declaringSize(zip, 0xfffffff0));
    expect(tooMuch).toMatchObject({ status: 415, job: null });
    expect(tooMuch.reason).toEqual(ARCHIVE_MESSAGES.tooMuchData);
    const tooMany = await refusal(browser, api.server, claimingEntries(zip, ARCHIVE_LIMITS.maxEntries + 1));
    expect(tooMany.reason).toEqual(ARCHIVE_MESSAGES.tooManyEntries);
    expect(tooMany.message).toContain(`more than ${ARCHIVE_LIMITS.maxEntries} files`);
  });

  it('nested zips spend their archive’s inflation budget: many small zips cannot pass the cap together', async () => {
    // Each inner zip, as a Tandoor export has one per recipe, declares 1 MB (under the ratio check's
    // floor); a cap of 4 MB stands in for the 2 GB, which 2,500 of them passed before.
    const inner = await zipOf({ 'recipe.json': Buffer.alloc(MB, 0x20) });
    const outer = await zipOf(
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`resepti-${i}.zip`, inner])),
      { compress: false },
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rk-test-nested-')), 'tandoor.zip');
    writeFileSync(file, outer);
    const source = await openTransferSource(file, undefined, 4 * MB);
    const outcomes: string[] = [];
    try {
      for await (const item of source.items) {
        outcomes.push(
          await item.read().then(
            () => 'read',
            (error: unknown) =>
              error instanceof ArchiveError ? `refused: ${error.text.key}` : 'failed line',
          ),
        );
        if (outcomes.at(-1)!.startsWith('refused')) break;
      }
    } finally {
      source.close();
    }
    expect(outcomes.at(-1)).toBe(`refused: ${ARCHIVE_MESSAGES.tooMuchData.key}`);
    expect(outcomes.length).toBeLessThanOrEqual(4);
  });

  it('refuses path traversal and absolute names', async () => {
    const browser = await signedInClient(api.server);
    const zip = await zipOf({ 'xx/recipe.json': recipeJson, 'ok/recipe.json': recipeJson });
    // A Windows-style name: its backslashes are read as separators, so "..\" is refused the same way.
    for (const unsafe of ['../', '/tm', '..\\']) {
      const refused = await refusal(browser, api.server, renamed(zip, 'xx/', unsafe));
      expect(refused).toMatchObject({ status: 415, job: null });
      expect(refused.reason).toEqual(ARCHIVE_MESSAGES.unsafeName);
    }
  });

  it('refuses a JSON file over the in-memory limit as too large a JSON file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rk-test-json-')), 'vienti.json');
    writeFileSync(file, `[${' '.repeat(ARCHIVE_LIMITS.maxEntryInMemory)}]`);
    const error = await openTransferSource(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).text).toEqual(ARCHIVE_MESSAGES.jsonTooLarge);
    expect((error as Error).message).toBe(
      `The JSON file is too large (at most ${ARCHIVE_LIMITS.maxEntryInMemory / MB} MB).`,
    );
  });

  it('refuses a file that is neither a zip nor JSON of recipes before its job, with a clear message', async () => {
    const browser = await signedInClient(api.server);
    const text = await refusal(
      browser,
      api.server,
      Buffer.from('hello, not an archive'),
      'muistiinpanot.txt',
    );
    expect(text).toMatchObject({ status: 415, job: null });
    expect(text.message).toMatch(
      /looks like a text file\. The file is neither a zip archive nor a JSON file\./,
    );
    // The same refusal in Finnish, as the chef who chose it reads it: the words it was first written in.
    expect(text.finnish).toMatch(
      /näyttää olevan tekstitiedosto\. Tiedosto ei ole zip-arkisto eikä JSON-tiedosto\. Tuettuja muotoja ovat: Reseptikirjaston oma varmuuskopio \(zip\); /,
    );
    const json = await refusal(browser, api.server, Buffer.from('[{"@type":"Thing"}]'), 'tyhja.json');
    expect(json.message).toMatch(/a JSON file with no recipes it knows\. The file holds no recipe/);
    expect(json.finnish).toMatch(
      /JSON-tiedosto, jossa ei ole tunnettuja reseptejä\. Tiedostossa ei ole reseptiä/,
    );
  });

  it('an entry that inflates to more than its header says is a failed line, not a stuck job', async () => {
    const browser = await signedInClient(api.server);
    const zip = await zipOf({
      'a/recipe.json': recipeJson,
      'b/recipe.json': recipeJson.replace('Sitruunarahka', 'Toinen'),
    });
    const lying = declaringSize(zip, 10);
    const job = await importArchive(browser, api.server, lying);
    expect(job).toMatchObject({ state: 'done', added: 1, failed: 1 });
    expect(job.report.find((line) => line.outcome === 'failed')!.reason).toEqual([
      ARCHIVE_MESSAGES.damagedEntry,
    ]);
  });

  it('answers 413 to an upload declaring far more than 200 MB, before reading it', async () => {
    const browser = await signedInClient(api.server);
    const url = new URL('/api/import/archive', api.server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(2 * ARCHIVE_LIMITS.maxBytes),
          origin: api.server.origin,
          cookie: browser.jar.header(),
        },
      });
      req.on('response', (response) => resolve(response.statusCode ?? 0));
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('answers 413 to an upload over 200 MB sent without a length (chunked)', async () => {
    const browser = await signedInClient(api.server);
    const url = new URL('/api/import/archive', api.server.url);
    const chunk = Buffer.alloc(1024 * 1024);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'transfer-encoding': 'chunked',
          origin: api.server.origin,
          cookie: browser.jar.header(),
        },
      });
      let answered = false;
      req.on('response', (response) => {
        answered = true;
        resolve(response.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n');
      let sent = 0;
      const pump = () => {
        while (!answered && sent <= ARCHIVE_LIMITS.maxBytes + 8 * chunk.length) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        // The answer comes once the body ends: the parser discards what follows the file's limit.
        if (!answered) req.end('\r\n--x--\r\n');
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('refuses an upload from another origin, without a session, or without its file field', async () => {
    const browser = await signedInClient(api.server);
    const zip = await zipOf({ 'a/recipe.json': recipeJson });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(zip)]), 'a.zip');
    const crossSite = await fetch(`${api.server.url}/api/import/archive`, {
      method: 'POST',
      body: form,
      headers: { origin: 'https://evil.example', cookie: browser.jar.header() },
    });
    expect(crossSite.status).toBe(403);
    const anonymous = await fetch(`${api.server.url}/api/import/archive`, {
      method: 'POST',
      body: form,
      headers: { origin: api.server.origin },
    });
    expect(anonymous.status).toBe(401);
    const wrongField = new FormData();
    wrongField.set('photo', new Blob([new Uint8Array(zip)]), 'a.zip');
    const noFile = await browser.fetch(`${api.server.url}/api/import/archive`, {
      method: 'POST',
      body: wrongField,
    });
    expect(noFile.status).toBe(400);
  });
});

describe('one job at a time', () => {
  it('refuses a second import while the user has one queued or running (409 / CONFLICT)', async () => {
    const server = await startTestServer();
    try {
      await server.deps.transfer.stop(); // the first job stays queued
      const { user, token } = await createSignedInUser(server.deps);
      const browser = server.client();
      browser.jar.set('session', token);
      await createUrlJob(server.deps.db, user.id, ['https://example.com/a']);
      const response = await uploadArchive(browser, server, await zipOf({ 'a/recipe.json': recipeJson }));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(messageReply('transfer.activeJob'));
      await expect(
        browser.trpc.transfer.importUrls.mutate({ urls: ['https://example.com/b'] }),
      ).rejects.toMatchObject({ data: { code: 'CONFLICT' } });
      // Refused before the body is read: a 150 MB upload is answered after its first bytes.
      const url = new URL('/api/import/archive', server.url);
      const early = await new Promise<number>((resolve, reject) => {
        const req = request(url, {
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(150 * 1024 * 1024),
            origin: server.origin,
            cookie: browser.jar.header(),
          },
        });
        req.on('response', (answer) => resolve(answer.statusCode ?? 0));
        req.on('error', reject);
        req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n');
      });
      expect(early).toBe(409);
    } finally {
      await server.close();
    }
  });
});
