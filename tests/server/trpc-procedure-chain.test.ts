import { type AnyTRPCProcedure, initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ProcedureCall, runProcedure } from '#server/http/trpc-procedure-chain.ts';

const t = initTRPC.context<{ user: string | null; seen?: string[] }>().create();

const signedIn = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'who?' });
  return next({ ctx: { user: ctx.user.toUpperCase() } });
});

/** Procedures that use every way a middleware can shape the call tRPC's caller passes on. */
const procedures: Record<string, AnyTRPCProcedure> = {
  plain: t.procedure.input(z.object({ n: z.number() })).query(({ input }) => input.n * 2),
  merged: signedIn
    .use(({ ctx, next }) => next({ ctx: { seen: [...(ctx.seen ?? []), 'second'] } }))
    .query(({ ctx }) => ctx),
  rewritten: t.procedure
    .use(({ next }) => next({ input: { n: 41 } }))
    .input(z.object({ n: z.number() }))
    .query(({ input }) => input.n + 1),
  rawInput: t.procedure
    .use(({ next }) => next({ getRawInput: async () => ({ n: 7 }) }))
    .input(z.object({ n: z.number() }))
    .query(({ input }) => input.n),
  checkedOutput: t.procedure.output(z.string()).query(() => 42 as unknown as string),
  throwing: t.procedure.query(() => {
    throw new Error('boom');
  }),
  noNext: t.procedure.use((() => undefined) as never).query(() => 'never'),
  wrapped: t.procedure
    .use(async ({ next, path, type, meta }) => {
      const result = await next();
      return result.ok ? { ...result, data: { data: result.data, path, type, meta } } : result;
    })
    .mutation(() => 'done'),
  ownCaller: t.procedure
    .experimental_caller(async ({ invoke, args }) => ({
      via: 'caller',
      inner: await invoke(args[0] as never),
    }))
    .query(() => 'inner') as unknown as AnyTRPCProcedure,
};

async function outcome(run: () => Promise<unknown>) {
  try {
    return { data: await run() };
  } catch (error) {
    const trpc = error as TRPCError;
    return { code: trpc.code, message: trpc.message, cause: trpc.cause?.message };
  }
}

describe('runProcedure runs a procedure as tRPC runs it', () => {
  const cases: [string, Partial<ProcedureCall>, unknown][] = [
    ['plain', {}, { n: 21 }],
    ['plain', {}, { n: 'x' }],
    ['merged', { ctx: { user: 'ann', seen: ['first'] } }, undefined],
    ['merged', { ctx: { user: null } }, undefined],
    ['rewritten', {}, { n: 1 }],
    ['rawInput', {}, { n: 1 }],
    ['checkedOutput', {}, undefined],
    ['throwing', {}, undefined],
    ['noNext', {}, undefined],
    ['wrapped', { type: 'mutation' }, undefined],
    ['ownCaller', {}, undefined],
  ];
  it.each(cases)('%s with %j', async (name, options, input) => {
    const procedure = procedures[name]!;
    const call = (): ProcedureCall => ({
      ctx: { user: 'ann' },
      getRawInput: async () => input,
      path: `test.${name}`,
      type: 'query',
      signal: undefined,
      batchIndex: 0,
      ...options,
    });
    const ours = await outcome(() => runProcedure(procedure, call()));
    const theirs = await outcome(() =>
      (procedure as unknown as (call: ProcedureCall) => Promise<unknown>)(call()),
    );
    expect(ours).toEqual(theirs);
  });
});
