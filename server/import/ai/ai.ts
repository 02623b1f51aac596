import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, BadRequestError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { englishText } from '#server/errors.ts';
import type { MessageKey } from '#shared/messages/en.ts';
import type { MessageParams } from '#shared/messages/format.ts';
import {
  type AnalysisRequest,
  type JsonSchemaFormat,
  RECIPE_ANALYSIS_FORMAT,
  RECIPE_ANALYSIS_PROMPT,
  recipeAnalysisMessage,
  TAG_FORMAT,
  TAG_PROMPT,
  type TagRequest,
  tagMessage,
} from './ai-prompts';
import { type AiRecipeAnalysis, MIN_TAGS, parseJsonReply, readRecipeAnalysis, readTags } from './ai-reply';

export type { AnalysisRequest, TagRequest } from './ai-prompts';
export type { AiRecipeAnalysis } from './ai-reply';

/** Why an analysis failed, as the catalogue words it (the spec's 'Reseptin analysointi epäonnistui: …'). */
export type AiFailure =
  | 'timeout'
  | 'connection'
  | 'auth'
  | 'busy'
  | 'http'
  | 'unknown'
  | 'refused'
  | 'notJson'
  | 'wrongShape'
  | 'tooFewTags';

/** Temperatures from the product spec: some freedom to read messy text, little for tags. */
export const ANALYSIS_TEMPERATURE = 0.7;
export const TAG_TEMPERATURE = 0.3;

/**
 * The only error the AI client throws. `message` is the user-facing text from the spec;
 * `detail` is technical and meant for the server log.
 */
export class AiError extends Error {
  override readonly name = 'AiError';

  constructor(
    readonly reason: 'no_result' | 'failed',
    readonly messageKey: MessageKey,
    readonly detail: string,
    options?: { cause?: unknown; params?: MessageParams },
  ) {
    super(englishText(messageKey, options?.params), options);
    this.messageParams = options?.params;
  }

  readonly messageParams: MessageParams | undefined;
}

const noResult = (detail: string) => new AiError('no_result', 'import.ai.noResult', detail);
const failed = (failure: AiFailure, detail: string, cause?: unknown, params?: MessageParams) =>
  new AiError('failed', `import.ai.${failure}`, detail, params ? { cause, params } : { cause });

export interface AiConfig {
  apiKey: string;
  /** Any OpenAI-compatible server; default OpenAI's. */
  baseURL?: string;
  model: string;
  /** Per attempt; retried attempts each get their own. */
  timeoutMs: number;
  /** Retries after 429, 5xx, timeouts and connection errors, with the SDK's exponential backoff. */
  maxRetries: number;
}

export interface AiClient {
  analyzeRecipe(input: AnalysisRequest): Promise<AiRecipeAnalysis>;
  /** 3–5 distinct lowercase tags. */
  generateTags(input: TagRequest): Promise<string[]>;
}

interface JsonRequest {
  system: string;
  user: string;
  temperature: number;
  format: JsonSchemaFormat;
}

function shortReason(error: unknown): AiFailure {
  if (error instanceof APIConnectionTimeoutError) return 'timeout';
  if (error instanceof APIConnectionError) return 'connection';
  if (error instanceof APIError && (error.status === 401 || error.status === 403)) return 'auth';
  if (error instanceof APIError && error.status === 429) return 'busy';
  if (error instanceof APIError) return 'http';
  return 'unknown';
}

export function createAiClient(config: AiConfig): AiClient {
  const openai = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? 'https://api.openai.com/v1',
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    // Explicit so the SDK does not fill them from OPENAI_* environment variables behind env.ts's back.
    organization: null,
    project: null,
    logLevel: 'off',
  });
  /** Set once a server has refused json_schema but accepted json_object, to skip the doomed first try. */
  let structuredOutputUnsupported = false;

  function send(request: JsonRequest, structured: boolean) {
    const params: ChatCompletionCreateParamsNonStreaming = {
      model: config.model,
      temperature: request.temperature,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: structured
        ? { type: 'json_schema', json_schema: { ...request.format, strict: true } }
        : { type: 'json_object' },
    };
    return openai.chat.completions.create(params);
  }

  /** Structured output first; servers that refuse it (400) get json_object, which older models know. */
  async function complete(request: JsonRequest) {
    let refusedFormat = false;
    if (!structuredOutputUnsupported) {
      try {
        return await send(request, true);
      } catch (error) {
        if (!(error instanceof BadRequestError)) throw error;
        refusedFormat = /response_format|json_schema|structured/i.test(error.message);
      }
    }
    const completion = await send(request, false);
    // Remember only a refusal of the format itself; another 400 (say, a too long prompt) says nothing.
    if (refusedFormat) structuredOutputUnsupported = true;
    return completion;
  }

  /** The reply's JSON, or an AiError. */
  async function completeJson(request: JsonRequest): Promise<unknown> {
    const completion = await complete(request).catch((error: unknown) => {
      throw failed(shortReason(error), error instanceof Error ? error.message : String(error), error, {
        status: error instanceof APIError ? String(error.status) : '',
      });
    });
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw failed('refused', `refusal: ${message.refusal}`);
    const content = message?.content?.trim();
    if (!content) throw noResult(`empty reply, finish_reason ${completion.choices[0]?.finish_reason}`);
    try {
      return parseJsonReply(content);
    } catch (error) {
      throw failed('notJson', `unparsable reply: ${content.slice(0, 200)}`, error);
    }
  }

  return {
    async analyzeRecipe(input) {
      const json = await completeJson({
        system: RECIPE_ANALYSIS_PROMPT,
        user: recipeAnalysisMessage(input),
        temperature: ANALYSIS_TEMPERATURE,
        format: RECIPE_ANALYSIS_FORMAT,
      });
      const analysis = readRecipeAnalysis(json);
      if (!analysis) throw failed('wrongShape', 'reply is not a JSON object');
      if (!analysis.title && analysis.ingredients.length === 0 && analysis.instructions.length === 0) {
        throw noResult('reply has no title, ingredients or instructions');
      }
      return analysis;
    },

    async generateTags(input) {
      const json = await completeJson({
        system: TAG_PROMPT,
        user: tagMessage(input),
        temperature: TAG_TEMPERATURE,
        format: TAG_FORMAT,
      });
      const tags = readTags(json);
      if (!tags) throw failed('wrongShape', 'reply is not a JSON object');
      if (tags.length === 0) throw noResult('reply has no tags');
      if (tags.length < MIN_TAGS) throw failed('tooFewTags', `only ${tags.length} usable tags`);
      return tags;
    },
  };
}
