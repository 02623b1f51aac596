/** The import worker's entry: reads one source at a time for read-source-off-thread.ts. */
import { parentPort } from 'node:worker_threads';
import { type HtmlLimit, HtmlTooComplexError } from './bounded-html';
import { type ImportSource, readSource, type SourceReading } from './read-source';

export interface ReadRequest {
  source: ImportSource;
  withSourceText: boolean;
}

export type ReadReply =
  | { ok: true; reading: SourceReading }
  | { ok: false; tooComplex: HtmlLimit }
  | { ok: false; error: string; stack: string | undefined };

parentPort?.on('message', ({ source, withSourceText }: ReadRequest) => {
  let reply: ReadReply;
  try {
    reply = { ok: true, reading: readSource(source, withSourceText) };
  } catch (error) {
    // A stack overflow is input nested past what any reader handles: too complex, never a 500.
    reply =
      error instanceof HtmlTooComplexError
        ? { ok: false, tooComplex: error.limit }
        : error instanceof RangeError
          ? { ok: false, tooComplex: 'depth' }
          : { ok: false, error: String(error), stack: error instanceof Error ? error.stack : undefined };
  }
  parentPort?.postMessage(reply);
});
