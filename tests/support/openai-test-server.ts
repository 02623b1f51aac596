import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
} from 'openai/resources/chat/completions';

/**
 * A local stand-in for an OpenAI-compatible chat completions API, answering from a script. Serves
 * POST /v1/chat/completions and POST /chat/completions on 127.0.0.1.
 *
 *   const ai = await startOpenAiTestServer();
 *   ai.enqueue({ status: 429 }, { body: chatCompletion({ tags: ['kakku', 'suklaa', 'leivonta'] }) });
 *   createAiClient({ baseURL: ai.url, apiKey: 'test-key', ... });
 *   expect(ai.requests[1]?.body.temperature).toBe(0.3);
 */

export interface ScriptedReply {
  /** Default 200. */
  status?: number;
  /** Sent as JSON unless a string. Default: an empty chat completion for 2xx, an API error otherwise. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering, e.g. to outlast the client's timeout. */
  delayMs?: number;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, as the client sent it. */
  body: ChatCompletionCreateParamsNonStreaming;
  /** ms since the server started, to check retry backoff. */
  receivedAt: number;
}

export interface OpenAiTestServer {
  /** Base URL ending in /v1, for the client's baseURL. */
  url: string;
  /** Replies for the next requests, in order. */
  enqueue(...replies: ScriptedReply[]): void;
  /** Every chat completion request received so far. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export interface OpenAiTestServerOptions {
  /**
   * Answer when the queue is empty (browser tests with many calls). Without it, such a request gets
   * a 500 marked not-to-retry, so a missing enqueue fails fast and visibly.
   */
  whenEmpty?: ScriptedReply;
}

/** A chat completion whose message content is `content` (objects become JSON text). */
export function chatCompletion(
  content: unknown,
  options: { finishReason?: ChatCompletion.Choice['finish_reason']; refusal?: string } = {},
): ChatCompletion {
  const text = content === null || typeof content === 'string' ? content : JSON.stringify(content);
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [
      {
        index: 0,
        finish_reason: options.finishReason ?? 'stop',
        logprobs: null,
        message: { role: 'assistant', content: text, refusal: options.refusal ?? null },
      },
    ],
  };
}

/** An error reply shaped like OpenAI's. */
export function apiError(status: number, message: string, param: string | null = null): ScriptedReply {
  return { status, body: { error: { message, type: 'invalid_request_error', param, code: null } } };
}

const NOTHING_SCRIPTED: ScriptedReply = {
  ...apiError(500, 'openai test server: no scripted reply left'),
  headers: { 'x-should-retry': 'false' },
};

function send(response: ServerResponse, reply: ScriptedReply): void {
  if (response.destroyed) return;
  const status = reply.status ?? 200;
  const body =
    reply.body ??
    (status < 300 ? chatCompletion('') : { error: { message: `HTTP ${status}`, type: 'test' } });
  response
    .writeHead(status, { 'Content-Type': 'application/json', ...reply.headers })
    .end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startOpenAiTestServer(
  options: OpenAiTestServerOptions = {},
): Promise<OpenAiTestServer> {
  const queue: ScriptedReply[] = [];
  const requests: ReceivedRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const startedAt = Date.now();

  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (request.method !== 'POST' || !['/v1/chat/completions', '/chat/completions'].includes(path)) {
      send(response, apiError(404, `openai test server: no route ${request.method} ${path}`));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({
      method: request.method,
      path,
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionCreateParamsNonStreaming,
      receivedAt: Date.now() - startedAt,
    });
    const reply = queue.shift() ?? options.whenEmpty ?? NOTHING_SCRIPTED;
    if (!reply.delayMs) {
      send(response, reply);
      return;
    }
    const timer = setTimeout(() => {
      pending.delete(timer);
      send(response, reply);
    }, reply.delayMs);
    pending.add(timer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
