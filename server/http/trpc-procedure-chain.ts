import { type AnyTRPCProcedure, getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';

/** What a procedure is called with (tRPC's ProcedureCallOptions). */
export interface ProcedureCall {
  ctx: unknown;
  getRawInput: () => Promise<unknown>;
  input?: unknown;
  path: string;
  type: 'query' | 'mutation';
  signal: AbortSignal | undefined;
  batchIndex: number;
}

interface MiddlewareResult {
  ok: boolean;
  data?: unknown;
  error?: TRPCError;
}

interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type Middleware = (options: ProcedureCall & { meta: unknown; next: unknown }) => Promise<MiddlewareResult>;

type Caller = (call: ProcedureCall) => Promise<unknown>;

/** The part of a built procedure's definition its caller runs: tRPC keeps it off the procedure's type. */
interface ChainDefinition {
  middlewares: Middleware[];
  meta: unknown;
}

/**
 * Runs a procedure as tRPC's own caller does (createProcedureCaller and callRecursive in its
 * procedureBuilder.ts, line for line), with the language's object spread. tRPC's build compiles every
 * spread to a helper that defines each key one at a time, and its caller spreads the call's options
 * twice at each middleware: 11 of the 14 µs a signed-in query's chain costs
 * (docs/decisions/0002-trpc-tanstack-react-query.md, third amendment). Only the plain route calls it;
 * the stock handler and server-side callers run tRPC's own, and tests/server/trpc-route.test.ts holds
 * the two routes' answers equal.
 */
export async function runProcedure(procedure: AnyTRPCProcedure, call: ProcedureCall): Promise<unknown> {
  // A procedure with a caller of its own (tRPC's experimental_caller) is called as tRPC calls it.
  if (procedure._def.experimental_caller) return (procedure as unknown as Caller)(call);
  const definition = procedure._def as unknown as ChainDefinition;
  const result = await runFrom(definition, 0, call);
  if (!result) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'No result from middlewares - did you forget to `return next()`?',
    });
  }
  if (!result.ok) throw result.error;
  return result.data;
}

async function runFrom(
  definition: ChainDefinition,
  index: number,
  call: ProcedureCall,
): Promise<MiddlewareResult | undefined> {
  try {
    return await definition.middlewares[index]!({
      ...call,
      meta: definition.meta,
      input: call.input,
      next(nextOptions?: NextOptions) {
        return runFrom(definition, index + 1, {
          ...call,
          ctx: nextOptions?.ctx ? { ...(call.ctx as object), ...nextOptions.ctx } : call.ctx,
          input: nextOptions && 'input' in nextOptions ? nextOptions.input : call.input,
          getRawInput: nextOptions?.getRawInput ?? call.getRawInput,
        });
      },
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
  }
}
