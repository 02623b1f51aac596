import { mkdir, stat, utimes } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReply } from '#server/http/domain-error-reply.ts';
import { clearAbandonedUploads } from '#server/http/uploads.ts';
import { MB } from '#shared/bytes.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { PHOTO_MESSAGES, recipePhotosPath } from '#shared/photos.ts';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { recipeDraft } from './recipes-helpers';

/**
 * An upload that never ends on its own: `chunk` every `everyMs` (0 = as fast as the socket takes them)
 * until the server answers or `maxBytes` are sent. Resolves with the answer and how much was sent by then.
 */
function endlessUpload(
  server: TestServer,
  target: string,
  cookie: string,
  { chunk, everyMs, maxBytes }: { chunk: Buffer; everyMs: number; maxBytes: number },
) {
  const boundary = 'endless';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  return new Promise<{ status: number; text: string; sentWhenAnswered: number }>((resolve, reject) => {
    const request = httpRequest(new URL(target, server.url), {
      method: 'POST',
      headers: {
        origin: server.origin,
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      response.on('data', (part: Buffer) => {
        text += part.toString();
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text, sentWhenAnswered });
        request.destroy();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered && error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    request.write(head);
    const pump = () => {
      while (!answered && !request.destroyed && sent < maxBytes) {
        sent += chunk.length;
        const more = request.write(chunk);
        if (everyMs > 0) return void setTimeout(pump, everyMs);
        if (!more) return void request.once('drain', pump);
      }
      // Never ends the body: the answer has to come while the client is still sending.
    };
    pump();
  });
}

describe('upload pace and size, counted while reading', () => {
  let server: TestServer;
  let cookie: string;
  let recipeId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { UPLOAD_GRACE_SECONDS: '1', UPLOAD_MIN_KB_PER_S: '64' } });
    const chef = await signedInClient(server);
    cookie = chef.jar.header();
    recipeId = (await chef.trpc.recipes.create.mutate(recipeDraft())).id;
  });
  afterAll(() => server?.close());

  it('answers 413 once a chunked photo passes its limit, not after reading the rest of the body', async () => {
    const answer = await endlessUpload(server, recipePhotosPath(recipeId), cookie, {
      chunk: Buffer.alloc(MB, 1),
      everyMs: 0,
      maxBytes: 8 * PHOTO_LIMITS.bytes,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(messageReply(PHOTO_MESSAGES.tooLarge));
    // Socket buffers on the way hold a few MB; the body would have gone on to 120 MB.
    expect(answer.sentWhenAnswered).toBeLessThan(PHOTO_LIMITS.bytes + 16 * MB);
  });

  it('stops an upload that dribbles in below the pace with 408 and says why', async () => {
    const answer = await endlessUpload(server, recipePhotosPath(recipeId), cookie, {
      chunk: Buffer.alloc(1024, 1),
      everyMs: 100,
      maxBytes: 2 * MB,
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.text)).toEqual(messageReply(PHOTO_MESSAGES.tooSlow));
    // 10 KB/s against 64: refused within a few seconds of its one-second grace.
    expect(answer.sentWhenAnswered).toBeLessThan(100 * 1024);
  });

  it('still takes a photo sent at an honest pace', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(Buffer.alloc(10))]), 'a.jpg');
    const response = await fetch(`${server.url}${recipePhotosPath(recipeId)}`, {
      method: 'POST',
      headers: { origin: server.origin, cookie },
      body: form,
    });
    // Not an image, so refused as such: the pace let it through to be read.
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(messageReply(PHOTO_MESSAGES.notAnImage));
  });
});

describe('upload folders left by a stop', () => {
  it('are removed at start once older than any honest upload; younger ones may be in use', async () => {
    const old = path.join(tmpdir(), `rk-upload-test-old-${process.pid}`);
    const young = path.join(tmpdir(), `rk-upload-test-young-${process.pid}`);
    await mkdir(old, { recursive: true });
    await mkdir(young, { recursive: true });
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await utimes(old, threeHoursAgo, threeHoursAgo);

    expect(await clearAbandonedUploads()).toBeGreaterThanOrEqual(1);
    await expect(stat(old)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await stat(young)).isDirectory()).toBe(true);
    await clearAbandonedUploads(Date.now() + 3 * 60 * 60 * 1000);
    await expect(stat(young)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
