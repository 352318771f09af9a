/**
 * Structured answers from the LLM (quizzes, wrong-answer analyses): one JSON object that a zod schema accepts.
 * The AI SDK asks the OpenAI-compatible endpoint for JSON (`response_format` json_schema, not strict, so local
 * servers and models that cannot do strict schemas still answer) and the schema is also spelled out in the
 * system prompt for servers that ignore `response_format`. An answer the schema rejects is asked for again a
 * bounded number of times, then fails as tutor:malformed; busy or unreachable providers are retried like the
 * chat tutor's (429, 5xx, lost connections, within TUTOR_MAX_RETRIES); the first-output and total timeouts of
 * the configuration apply; the caller's signal cancels.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { NoObjectGeneratedError, Output, RetryError, streamText, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { TutorConfig } from '../../config';
import { TutorError } from '../errors';
import { openAttemptScope, openCallScope, pause } from './call-scope';
import { classifyProviderFailure } from './provider-failure';

/** Model answers tried before an unusable answer is reported as tutor:malformed. */
export const DEFAULT_STRUCTURED_ATTEMPTS = 3;

export interface GenerateStructuredOptions<T> {
  config: TutorConfig;
  /** What the answer must be; its JSON Schema goes to the model, and the answer is parsed with it. */
  schema: z.ZodType<T>;
  /** The task: who the model is and what to produce. The JSON instructions are appended. */
  system: string;
  prompt: string;
  /** Cancels the request (e.g. the client went away): fails with tutor:cancelled. */
  signal?: AbortSignal;
  /** Model answers tried before giving up on output the schema rejects (default 3). */
  attempts?: number;
  /** A name for the object, for providers that use one (json_schema `name`). */
  name?: string;
  /** First pause before retrying a busy or unreachable provider, doubled each time (default 1000 ms). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** One object matching `schema` from the configured LLM, or a TutorError. */
export async function generateStructured<T>(options: GenerateStructuredOptions<T>): Promise<T> {
  const { config, schema } = options;
  if (!config.llm) throw new TutorError('tutor:unavailable', { cause: new Error('No LLM is configured (TUTOR_LLM_BASE_URL)') });
  if (options.signal?.aborted) throw new TutorError('tutor:cancelled');
  const provider = createOpenAICompatible({
    name: 'tutor',
    baseURL: config.llm.baseURL,
    apiKey: config.llm.apiKey,
    fetch: options.fetch,
    supportsStructuredOutputs: true,
  });
  const call: StructuredCall<T> = {
    model: provider.chatModel(config.llm.model),
    schema,
    output: Output.object({ schema, ...(options.name ? { name: options.name } : {}) }),
    system: `${options.system}\n\n${jsonInstructions(schema)}`,
    prompt: options.prompt,
    maxOutputTokens: config.maxOutputTokens,
    firstTokenTimeoutMs: config.firstTokenTimeoutMs,
  };

  const scope = openCallScope(options.signal, config.totalTimeoutMs);
  const attempts = Math.max(1, options.attempts ?? DEFAULT_STRUCTURED_ATTEMPTS);
  const retryDelayMs = options.retryDelayMs ?? 1000;
  let unusableAnswers = 0;
  let providerRetries = 0;
  try {
    for (;;) {
      try {
        return await attempt(call, scope.signal);
      } catch (failure) {
        if (scope.signal.reason instanceof TutorError) throw scope.signal.reason;
        const { error, retryable, retryAfterMs } = classifyProviderFailure(unwrapRetry(failure));
        if (NoObjectGeneratedError.isInstance(failure) || error.code === 'tutor:malformed') {
          unusableAnswers += 1;
          if (unusableAnswers >= attempts) throw new TutorError('tutor:malformed', { cause: failure });
          continue;
        }
        const delayMs = retryAfterMs ?? retryDelayMs * 2 ** providerRetries;
        if (!retryable || providerRetries >= config.maxRetries || Date.now() + delayMs >= scope.deadline) throw error;
        providerRetries += 1;
        await pause(delayMs, scope.signal);
      }
    }
  } finally {
    scope.dispose();
  }
}

interface StructuredCall<T> {
  model: LanguageModel;
  schema: z.ZodType<T>;
  output: ReturnType<typeof Output.object<T>>;
  system: string;
  prompt: string;
  maxOutputTokens: number;
  firstTokenTimeoutMs: number;
}

/**
 * One model answer. Streamed, so a provider that accepts the request but never starts answering fails after
 * firstTokenTimeoutMs instead of holding the student for the whole total timeout.
 */
async function attempt<T>(call: StructuredCall<T>, requestSignal: AbortSignal): Promise<T> {
  const scope = openAttemptScope(requestSignal, call.firstTokenTimeoutMs);
  try {
    const result = streamText({
      model: call.model,
      system: call.system,
      prompt: call.prompt,
      output: call.output,
      maxOutputTokens: call.maxOutputTokens,
      // Strict schemas are OpenAI-only and refuse common keywords (minItems …); zod validates the answer anyway.
      providerOptions: { openaiCompatible: { strictJsonSchema: false } },
      maxRetries: 0,
      abortSignal: scope.signal,
      // Failures arrive as 'error' parts below; the SDK's default handler would log them (request bodies included).
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      switch (part.type) {
        case 'text-delta':
        case 'reasoning-delta':
          scope.gotOutput();
          break;
        case 'error':
          throw scope.signal.aborted ? scope.signal.reason : part.error;
        case 'abort':
          throw scope.signal.reason;
      }
    }
    try {
      return await result.output;
    } catch (failure) {
      const salvaged = NoObjectGeneratedError.isInstance(failure) ? salvageJson(failure.text, call.schema) : undefined;
      if (salvaged === undefined) throw failure;
      return salvaged.value;
    }
  } finally {
    scope.dispose();
  }
}

/**
 * Models that ignore the JSON mode often wrap the object in a ```json fence or a sentence. The object between the
 * first `{` and the last `}` is still accepted when the schema accepts it.
 */
function salvageJson<T>(text: string | undefined, schema: z.ZodType<T>): { value: T } | undefined {
  if (!text) return undefined;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let candidate: unknown;
  try {
    candidate = JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(candidate);
  return parsed.success ? { value: parsed.data } : undefined;
}

function jsonInstructions(schema: z.ZodType): string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return `Answer with one JSON object only (no markdown fence, no text before or after it) that matches this JSON Schema:\n${JSON.stringify(jsonSchema)}`;
}

/** The SDK wraps the last failure of its own retries; ours are off (maxRetries: 0) but a wrapper may still come. */
function unwrapRetry(failure: unknown): unknown {
  return RetryError.isInstance(failure) ? failure.lastError : failure;
}
