import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '#server/errors.ts';
import { MAX_IMPORT_BYTES, NOT_TEXT_MESSAGE } from '#shared/import.ts';
import { callerFor } from '../support/caller';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { type LocalSite, startSiteAndServer } from '../support/local-site';
import { chatCompletion, type OpenAiTestServer, startOpenAiTestServer } from '../support/openai-test-server';
import { failure } from '../support/trpc-errors';
import { createSignedInUser } from '../support/users';

const FINNISH_TEXT = `Mustikkapiirakka

Ainekset
2 dl sokeria
100 g voita
1 ½ dl vehnäjauhoja
300 g mustikoita

Valmistus
1. Vaahdota voi ja sokeri.
2. Lisää jauhot ja levitä vuokaan.
3. Ripottele mustikat päälle ja paista 200 asteessa 25 minuuttia.`;

const JSON_LD_PAGE = `<!doctype html><html><head><title>Site</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Example' },
    {
      '@type': 'Recipe',
      name: 'Dark Chocolate Ganache',
      recipeYield: '12 servings',
      totalTime: 'PT1H10M',
      recipeIngredient: ['200 g dark chocolate, chopped', '2 dl cream'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat the cream.' },
        { '@type': 'HowToStep', text: 'Pour over the chocolate and stir.' },
      ],
    },
  ],
})}</script></head><body><h1>Ganache</h1></body></html>`;

const NUT_GANACHE_PAGE = JSON_LD_PAGE.replace('Dark Chocolate Ganache', 'Pähkinä-ganache – ½ annosta');

/** A local recipe site, reachable only because the test allows its host:port. */
const recipeSite: RequestListener = (req, res) => {
  if (req.url === '/ganache') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(JSON_LD_PAGE);
  } else if (req.url === '/ganache-as-bytes') {
    // What python's http.server and nginx send for a file type they do not know, gzipped as asked.
    res
      .writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' })
      .end(gzipSync(JSON_LD_PAGE));
  } else if (req.url === '/ganache-untyped') {
    res.writeHead(200).end(JSON_LD_PAGE);
  } else if (req.url === '/nut-ganache-said-latin1') {
    // A server's default charset that the UTF-8 page's own bytes contradict.
    res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(NUT_GANACHE_PAGE);
  } else if (req.url === '/too-large') {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(MAX_IMPORT_BYTES + 1) });
    res.flushHeaders();
  } else if (req.url === '/to-loopback') {
    res.writeHead(302, { location: 'http://127.0.0.1:9/' }).end();
  } else if (req.url === '/image') {
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
  } else {
    res.writeHead(404).end();
  }
};

describe('import without AI', () => {
  let server: TestServer;
  let site: LocalSite;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ site, server, close: stop } = await startSiteAndServer(recipeSite));
  });
  afterAll(() => stop?.());

  const signedIn = async () => (await signedInClient(server)).trpc;

  it('structures a pasted Finnish recipe over HTTP', async () => {
    const trpc = await signedIn();
    const draft = await trpc.import.fromText.mutate({ text: FINNISH_TEXT });
    expect(draft.title).toBe('Mustikkapiirakka');
    expect(draft.ingredients[0]).toMatchObject({
      amount: 2,
      unit: 'dl',
      name: 'sokeria',
      original: '2 dl sokeria',
    });
    expect(draft.ingredients[2]).toMatchObject({ amount: 1.5, unit: 'dl' });
    expect(draft.instructions).toHaveLength(3);
    expect(draft.category).toBe('sweet');
    expect(draft.aiGeneratedTags.length).toBeGreaterThanOrEqual(3);
    expect(draft.aiGeneratedTags.length).toBeLessThanOrEqual(5);
    expect(draft.servingSize).toBe(4);
    expect(draft.difficulty).toMatch(/easy|medium|hard/);
    // Every word of the paste reached the draft: nothing for the chef to check, no copies to reconcile.
    expect(draft.review).toEqual({ check: [], sourceNotes: [] });
  });

  it('reads pasted page source through the page extractor', async () => {
    const trpc = await signedIn();
    const draft = await trpc.import.fromText.mutate({ text: JSON_LD_PAGE });
    expect(draft.title).toBe('Dark Chocolate Ganache');
    expect(draft.ingredients.map((i) => i.original)).toEqual(['200 g dark chocolate, chopped', '2 dl cream']);
    expect(draft.totalTime).toBe(70);
    expect(draft.servings).toBe(12);
  });

  it('imports a page from a URL, with its source address', async () => {
    const trpc = await signedIn();
    const draft = await trpc.import.fromUrl.mutate({ url: `${site.origin}/ganache` });
    expect(draft.title).toBe('Dark Chocolate Ganache');
    expect(draft.sourceUrl).toBe(`${site.origin}/ganache`);
    expect(draft.instructions).toEqual(['Heat the cream.', 'Pour over the chocolate and stir.']);
  });

  it.each(['/ganache-as-bytes', '/ganache-untyped'])(
    'imports the page whatever type its server sends it with (%s)',
    async (path) => {
      const trpc = await signedIn();
      const draft = await trpc.import.fromUrl.mutate({ url: `${site.origin}${path}` });
      expect(draft.title).toBe('Dark Chocolate Ganache');
      expect(draft.instructions).toEqual(['Heat the cream.', 'Pour over the chocolate and stir.']);
    },
  );

  it("reads a UTF-8 page as UTF-8 when its server's charset says otherwise", async () => {
    const trpc = await signedIn();
    const draft = await trpc.import.fromUrl.mutate({ url: `${site.origin}/nut-ganache-said-latin1` });
    expect(draft.title).toBe('Pähkinä-ganache – ½ annosta');
  });

  it('tells the chef a page is too large to import', async () => {
    const trpc = await signedIn();
    expect(await failure(trpc.import.fromUrl.mutate({ url: `${site.origin}/too-large` }))).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      message: 'Reseptin tuonti epäonnistui: sivu on liian suuri (yli 10 Mt)',
    });
  });

  it.each([
    'http://127.0.0.1:9/',
    'http://localhost/',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0.0.0.0/',
  ])('refuses %s with "Failed to fetch URL"', async (url) => {
    const trpc = await signedIn();
    expect(await failure(trpc.import.fromUrl.mutate({ url }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Failed to fetch URL',
    });
  });

  it('refuses a redirect from an allowed host to loopback, and a binary page', async () => {
    const trpc = await signedIn();
    for (const path of ['/to-loopback', '/image', '/missing']) {
      expect(await failure(trpc.import.fromUrl.mutate({ url: `${site.origin}${path}` }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Failed to fetch URL',
      });
    }
  });

  it('answers bad input with a clear 4xx', async () => {
    const trpc = await signedIn();
    expect(await failure(trpc.import.fromText.mutate({ text: '   ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Paste a recipe first',
    });
    expect((await failure(trpc.import.fromUrl.mutate({ url: 'ftp://example.com/x' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(await failure(trpc.import.fromText.mutate({ text: 'hello' }))).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      message: 'Reseptin tuonti epäonnistui',
    });
  });

  it('refuses a picture renamed .txt, read as a browser reads a file, instead of previewing garbage', async () => {
    const trpc = await signedIn();
    // What File.text() gives for the bytes of a real PNG: UTF-8 with replacement characters.
    const picture = new TextDecoder().decode(
      readFileSync(resolve(import.meta.dirname, '../../docs/screenshots/recipe.en.png')),
    );
    expect(await failure(trpc.import.fromText.mutate({ text: picture }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: englishText(NOT_TEXT_MESSAGE),
    });
    // Latin-1 text read as UTF-8 is still text: its letters become replacement characters, not controls.
    const latin1 = new TextDecoder().decode(Buffer.from(FINNISH_TEXT, 'latin1'));
    expect((await trpc.import.fromText.mutate({ text: latin1 })).ingredients).toHaveLength(4);
  });

  it('refuses a paste over 10 MB with its reason', async () => {
    const trpc = await signedIn();
    const text = `${FINNISH_TEXT}\n${'x'.repeat(MAX_IMPORT_BYTES)}`;
    expect(await failure(trpc.import.fromText.mutate({ text }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The text is larger than 10MB',
    });
  });

  it('needs a signed-in user', async () => {
    const trpc = server.client().trpc;
    expect((await failure(trpc.import.fromText.mutate({ text: FINNISH_TEXT }))).code).toBe('UNAUTHORIZED');
  });

  it('answers over-limit HTTP calls with 429 and Retry-After', async () => {
    const { token } = await createSignedInUser(server.deps);
    const post = () =>
      fetch(`${server.url}/trpc/import.fromText`, {
        method: 'POST',
        headers: { origin: server.origin, 'content-type': 'application/json', cookie: `session=${token}` },
        body: JSON.stringify({ text: FINNISH_TEXT }),
      });
    for (let i = 0; i < 30; i++) expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits imports per user', async () => {
    const auth = await createSignedInUser(server.deps);
    const caller = callerFor(server.deps, auth);
    for (let i = 0; i < 30; i++) await caller.import.fromText({ text: FINNISH_TEXT });
    expect((await failure(caller.import.fromText({ text: FINNISH_TEXT }))).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('import with an AI model (local OpenAI-compatible server)', () => {
  let server: TestServer;
  let ai: OpenAiTestServer;
  let caller: ReturnType<typeof callerFor>;

  const analysis = {
    title: 'Lemon curd',
    ingredients: ['3 eggs', '1 dl sugar', '1 dl lemon juice', '75 g butter'],
    instructions: ['Whisk eggs, sugar and juice over heat.', 'Stir in the butter.'],
    category: 'sweet',
    subcategory: 'Curds',
    difficulty: 'easy',
    preparation_time: 10,
    cooking_time: 10,
    total_time: 20,
    serving_size: 6,
    servings: 6,
    equipment: ['saucepan'],
    notes: '',
  };
  const messyText =
    'lemon curd: 3 eggs, 1 dl sugar, 1 dl lemon juice, 75 g butter; whisk it all over heat then butter';

  beforeAll(async () => {
    ai = await startOpenAiTestServer();
    server = await startTestServer({
      env: {
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: ai.url,
        AI_TIMEOUT_MS: '1000',
        AI_MAX_RETRIES: '1',
      },
    });
    caller = callerFor(server.deps, await createSignedInUser(server.deps));
  });
  afterAll(async () => {
    await server?.close();
    await ai?.close();
  });

  it('uses the model’s reading of messy text, and its tags', async () => {
    ai.enqueue(
      { body: chatCompletion(analysis) },
      { body: chatCompletion({ tags: ['curd', 'lemon', 'citrus'] }) },
    );
    const draft = await caller.import.fromText({ text: messyText });
    expect(draft.title).toBe('Lemon curd');
    expect(draft.ingredients[1]).toMatchObject({
      amount: 1,
      unit: 'dl',
      name: 'sugar',
      original: '1 dl sugar',
    });
    expect(draft.subcategory).toBe('Curds');
    expect(draft.aiGeneratedTags).toEqual(['curd', 'lemon', 'citrus']);
    const [analysisCall, tagCall] = ai.requests.slice(-2);
    expect(analysisCall?.body.temperature).toBe(0.7);
    expect(tagCall?.body.temperature).toBe(0.3);
    expect(analysisCall?.headers.authorization).toBe('Bearer test-key');
  });

  it('keeps a well-parsed recipe and lets the model classify it', async () => {
    ai.enqueue(
      { body: chatCompletion({ ...analysis, title: 'Something else', subcategory: 'Pannacotta' }) },
      { body: chatCompletion({ tags: ['blueberry', 'pie', 'summer'] }) },
    );
    const draft = await caller.import.fromText({ text: FINNISH_TEXT });
    expect(draft.title).toBe('Mustikkapiirakka');
    expect(draft.ingredients[0]?.original).toBe('2 dl sokeria');
    expect(draft.subcategory).toBe('Pannacotta');
    expect(draft.aiGeneratedTags).toEqual(['blueberry', 'pie', 'summer']);
  });

  it('falls back to the rules on malformed JSON, an empty reply or a timeout', async () => {
    const cases = [
      { replies: [{ body: chatCompletion('{"title": "broken') }] },
      { replies: [{ body: chatCompletion('') }] },
      // A timeout is retried once (AI_MAX_RETRIES=1) before the rules take over.
      { replies: [1, 2].map(() => ({ body: chatCompletion(analysis), delayMs: 1500 })) },
    ];
    for (const { replies } of cases) {
      const before = ai.requests.length;
      ai.enqueue(...replies);
      const draft = await caller.import.fromText({ text: FINNISH_TEXT });
      expect(ai.requests.length - before).toBe(replies.length);
      expect(draft.title).toBe('Mustikkapiirakka');
      expect(draft.ingredients).toHaveLength(4);
    }
  });

  it('retries after 429 and then succeeds', async () => {
    const before = ai.requests.length;
    ai.enqueue(
      { status: 429, body: { error: { message: 'slow down' } }, headers: { 'retry-after-ms': '10' } },
      { body: chatCompletion(analysis) },
      { body: chatCompletion({ tags: ['curd', 'lemon', 'citrus'] }) },
    );
    const draft = await caller.import.fromText({ text: messyText });
    expect(draft.title).toBe('Lemon curd');
    expect(ai.requests.length - before).toBe(3);
  });

  it('reports the model’s failure when the rules found nothing either', async () => {
    ai.enqueue({ body: chatCompletion('') });
    expect(await failure(caller.import.fromText({ text: 'hello' }))).toMatchObject({
      code: 'BAD_GATEWAY',
      message: 'AI ei palauttanut tulosta',
    });
    ai.enqueue({ body: chatCompletion('not json at all') });
    const refused = await failure(caller.import.fromText({ text: 'hello' }));
    expect(refused.message).toMatch(/^Reseptin analysointi epäonnistui: /);
  });
});
