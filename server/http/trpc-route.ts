import {
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
} from '@trpc/server';
import { type FastifyHandlerOptions, fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCode, type TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runProcedure } from './trpc-procedure-chain';

export type TrpcRouteOptions<TRouter extends AnyTRPCRouter> = FastifyHandlerOptions<
  TRouter,
  FastifyRequest,
  FastifyReply
>;

/** tRPC's JSON content type, as its own handler recognises it (case-insensitive, parameters ignored). */
const JSON_TYPE = 'application/json';
/** The headers tRPC's own answer to a JSON call carries, in its order. */
const VARY = 'trpc-accept, accept';

/**
 * One call of a request: its procedure and its already-parsed input, as tRPC's request info lists it.
 * A class, not an object of closures: its readers are made once, not on every call of every request
 * (docs/decisions/0002-trpc-tanstack-react-query.md, third amendment).
 */
class PlainCall implements TRPCCallInfo {
  input: unknown = undefined;

  constructor(
    readonly path: string,
    readonly procedure: AnyTRPCProcedure,
    readonly batchIndex: number,
  ) {}

  getRawInput(): Promise<unknown> {
    return Promise.resolve(this.input);
  }

  result(): unknown {
    return this.input;
  }
}

type TRPCCallInfo = TRPCRequestInfo['calls'][number];

/** What the common request is: queries by GET or mutations by POST, alone or batched, JSON in and out. */
interface PlainRequest {
  isBatchCall: boolean;
  type: 'query' | 'mutation';
  calls: PlainCall[];
}

type CallResult = [error: TRPCError, data: undefined] | [error: undefined, data: unknown];

/**
 * tRPC's Fastify plugin, with the common request answered without a detour through the fetch API.
 * The stock adapter turns every request into a web Request (headers copied and validated one by one,
 * the URL parsed twice, three abort signals joined) and answers with a web Response whose body Fastify
 * then reads back out of a ReadableStream in chunked encoding; on this app's hottest call, the list,
 * that cost a quarter of the server's time (docs/decisions/0002-trpc-tanstack-react-query.md). A plain call —
 * a GET query or a JSON POST mutation, alone or batched, to procedures that exist, without streaming
 * — is answered here with the same procedures, context, error shapes, status codes, responseMeta and
 * onError, and the same JSON; everything else (a malformed request, an unknown procedure, streaming,
 * another method or content type) goes to the stock handler unchanged, so its answers stay tRPC's own.
 */
export function registerTrpcRoute<TRouter extends AnyTRPCRouter>(
  fastify: FastifyInstance,
  options: { prefix: string; trpcOptions: TrpcRouteOptions<TRouter> },
) {
  const { prefix, trpcOptions } = options;
  const { router } = trpcOptions;
  const config = router._def._config;
  // The shortcut implements tRPC's defaults; an app that changes them gets the stock handler throughout.
  const plainAllowed =
    !trpcOptions.allowMethodOverride &&
    trpcOptions.allowBatching !== false &&
    trpcOptions.batching?.enabled !== false;

  // As the stock plugin: tRPC reads the JSON body itself, and multipart bodies as they stream in.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, body);
  });
  fastify.removeContentTypeParser('multipart/form-data');
  fastify.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => {
    done(null, body);
  });

  fastify.all<{ Params: { path: string } }>(`${prefix}/:path`, async (req, reply) => {
    const plain = plainAllowed ? plainRequest(router, req) : null;
    if (!plain) {
      await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path: req.params.path });
      return;
    }
    await answerPlain(plain, req, reply);
  });

  async function answerPlain(plain: PlainRequest, req: FastifyRequest, reply: FastifyReply) {
    const { isBatchCall, type, calls } = plain;
    const aborted = new AbortController();
    // As the stock adapter: the signal aborts when the client goes away before its answer is written.
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) aborted.abort();
    });
    const info: TRPCRequestInfo = {
      isBatchCall,
      accept: null,
      type,
      connectionParams: null,
      signal: aborted.signal,
      url: null,
      calls,
    };

    let ctx: unknown;
    let contextError: TRPCError | undefined;
    try {
      ctx = await trpcOptions.createContext?.({ req, res: reply, info });
    } catch (cause) {
      contextError = getTRPCErrorFromUnknown(cause);
    }

    const procedureCall = { req, ctx, contextError, type, signal: aborted.signal };
    // One call, the common request, is answered without the batch's array of promises.
    const results =
      calls.length === 1
        ? [await callProcedure(procedureCall, calls[0]!)]
        : await Promise.all(calls.map((call) => callProcedure(procedureCall, call)));

    const shapes = results.map(([error, data], index) => {
      if (!error) return { result: { data } };
      const call = calls[index]!;
      const shape = getTRPCErrorShape({
        config,
        ctx: contextError ? undefined : ctx,
        error,
        input: call.input,
        path: call.path,
        type,
      });
      return { error: shape };
    });
    let status = getHTTPStatusCode(shapes);
    reply.header('vary', VARY);
    reply.header('content-type', JSON_TYPE);
    const meta = trpcOptions.responseMeta?.({
      ctx: contextError ? undefined : (ctx as never),
      info,
      paths: calls.map((call) => call.path),
      data: shapes,
      errors: results.flatMap(([error]) => (error ? [error] : [])),
      eagerGeneration: false,
      type,
    });
    if (meta?.headers) setMetaHeaders(reply, meta.headers);
    if (meta?.status) status = meta.status;
    // The envelope tRPC's transformTRPCResponse builds, without its four object copies a call.
    // Called on its object, as tRPC does: a transformer may be a class instance (SuperJSON).
    const { output } = config.transformer;
    const body = shapes.map((shape) =>
      'error' in shape
        ? { error: output.serialize(shape.error) }
        : { result: { data: output.serialize(shape.result.data) } },
    );
    await reply.code(status).send(JSON.stringify(isBatchCall ? body : body[0]!));
  }

  /** One procedure of the request, run as tRPC runs it: its failure becomes its error, logged by onError. */
  async function callProcedure(
    request: {
      req: FastifyRequest;
      ctx: unknown;
      contextError: TRPCError | undefined;
      type: PlainRequest['type'];
      signal: AbortSignal;
    },
    call: PlainCall,
  ): Promise<CallResult> {
    const { req, ctx, contextError, type, signal } = request;
    try {
      if (contextError) throw contextError;
      const data = await runProcedure(call.procedure, {
        path: call.path,
        getRawInput: rawInputOf(call.input),
        ctx,
        type,
        signal,
        batchIndex: call.batchIndex,
      });
      if (isDataStream(data)) {
        throw new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
        });
      }
      return [undefined, data];
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      trpcOptions.onError?.({
        error,
        path: call.path,
        input: call.input,
        ctx: contextError ? undefined : (ctx as never),
        type,
        req,
      });
      return [error, undefined];
    }
  }
}

/** The request as a plain call, or null for anything the stock handler should answer. */
function plainRequest(router: AnyTRPCRouter, req: FastifyRequest<{ Params: { path: string } }>) {
  const type = req.method === 'GET' ? 'query' : req.method === 'POST' ? 'mutation' : null;
  if (!type) return null;
  const contentType = req.headers['content-type'];
  if (contentType === undefined ? type === 'mutation' : mediaType(contentType) !== JSON_TYPE) return null;
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl'))
    return null;

  // Fastify has parsed the query for every request; tRPC reads it again with URLSearchParams, from a
  // URL that ends at a '#' where Fastify's query runs on.
  if (req.url.includes('#')) return null;
  const query = req.query as Record<string, string | string[] | undefined>;
  const batch = query.batch;
  const rawInput = query.input;
  if (
    query.connectionParams !== undefined ||
    typeof batch === 'object' ||
    !agreesWithUrlSearchParams(rawInput)
  )
    return null;
  const isBatchCall = batch === '1';

  let paths: string[];
  try {
    // Fastify has decoded the parameter once; tRPC decodes the path again, and so do we.
    paths = isBatchCall
      ? decodeURIComponent(req.params.path).split(',')
      : [decodeURIComponent(req.params.path)];
  } catch {
    return null;
  }
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  const calls: PlainCall[] = [];
  for (const path of paths) {
    const procedure = procedures[path];
    if (!procedure || procedure._def.type !== type) return null;
    calls.push(new PlainCall(path, procedure, calls.length));
  }

  const raw = type === 'query' ? rawInput : req.body;
  let inputs: unknown;
  if (type === 'mutation' && (typeof raw !== 'string' || raw === '')) return null;
  if (typeof raw === 'string' && raw !== '') {
    try {
      inputs = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const { input: transformerInput } = router._def._config.transformer;
  if (inputs !== undefined) {
    if (!isBatchCall) calls[0]!.input = transformerInput.deserialize(inputs);
    else {
      if (!isObject(inputs)) return null;
      for (const call of calls) {
        const input = inputs[call.batchIndex];
        if (input !== undefined) call.input = transformerInput.deserialize(input);
      }
    }
  }
  return { isBatchCall, type, calls } satisfies PlainRequest;
}

/**
 * Whether Fastify's reading of a query parameter is the one URLSearchParams gives tRPC: a repeated
 * parameter (an array here, the first value there) or a malformed escape (left whole here, in part
 * there) leaves a `%` or an array, and such a rare request goes to the stock handler.
 */
function agreesWithUrlSearchParams(value: string | string[] | undefined): boolean {
  return value === undefined || (typeof value === 'string' && !value.includes('%'));
}

/** tRPC calls a procedure's input reader unbound, off the options it is handed. */
function rawInputOf(input: unknown): () => Promise<unknown> {
  return () => Promise.resolve(input);
}

function mediaType(contentType: string): string {
  return (contentType.toLowerCase().split(';', 1)[0] ?? '').trim();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && !Array.isArray(value) && typeof value === 'object';
}

function isPromise(value: unknown): boolean {
  if (!isObject(value) && typeof value !== 'function') return false;
  const { then, catch: onCatch } = value as { then?: unknown; catch?: unknown };
  return typeof then === 'function' && typeof onCatch === 'function';
}

function isAsyncIterable(value: unknown): boolean {
  return isObject(value) && Symbol.asyncIterator in value;
}

/** As tRPC's own check: an answer holding promises or iterables needs a streaming link. */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const values = Object.values(value);
  return values.some(isPromise) || values.some(isAsyncIterable);
}

function setMetaHeaders(
  reply: FastifyReply,
  headers: Headers | Record<string, string | string[] | undefined>,
) {
  if (headers instanceof Headers) {
    for (const [key, value] of headers) appendHeader(reply, key, value);
    return;
  }
  for (const [key, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) appendHeader(reply, key, item);
    else if (typeof value === 'string') reply.header(key, value);
  }
}

function appendHeader(reply: FastifyReply, key: string, value: string) {
  const existing = reply.getHeader(key);
  if (existing === undefined) reply.header(key, value);
  else reply.header(key, [...(Array.isArray(existing) ? existing : [String(existing)]), value]);
}
