/**
 * The LLM tutor: any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp, OpenRouter) through the
 * Vercel AI SDK. It streams the reply's text, lets the model call the offline solvers as tools for a few steps,
 * stops on the caller's signal or the first-token / total timeouts, retries busy or unreachable providers only
 * while the student has seen nothing yet (so no text is ever repeated), and fails with a TutorError.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { dynamicTool, stepCountIs, streamText, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
import type { z } from 'zod';
import { TutorError } from '../errors';
import type { Tutor, TutorRequest } from '../types';
import { openAttemptScope, openCallScope, pause } from './call-scope';
import { buildSystemPrompt } from './prompts';
import { classifyProviderFailure } from './provider-failure';

/** A function the model may call, e.g. an offline solver (solve_math, calculate, look_up_concept, …). */
export interface TutorTool<Input = unknown> {
  name: string;
  description: string;
  inputSchema: z.ZodType<Input>;
  execute(input: Input): Promise<unknown> | unknown;
}

export interface LlmTutorOptions {
  /** The API base, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseURL: string;
  /** Sent as `Authorization: Bearer …`; local servers usually need none. */
  apiKey?: string;
  model: string;
  tools?: readonly TutorTool[];
  /** No output from the model within this time (per attempt) fails the reply with tutor:timeout. */
  firstTokenTimeoutMs: number;
  /** The whole reply, retries included, must finish within this time, else tutor:timeout. */
  totalTimeoutMs: number;
  /** Extra attempts after a 429, 5xx or lost connection, made only while no text has been yielded. */
  maxRetries: number;
  maxOutputTokens: number;
  /** First pause between attempts, doubled each time; a provider's Retry-After wins. Default 1000. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** Model calls per reply: tool round-trips plus the final answer. */
const MAX_STEPS = 4;

export function createLlmTutor(options: LlmTutorOptions): Tutor {
  const provider = createOpenAICompatible({
    name: 'tutor',
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    fetch: options.fetch,
  });
  const model = provider.chatModel(options.model);
  const tools = toToolSet(options.tools ?? []);
  const withTools = Object.keys(tools).length > 0;
  const retryDelayMs = options.retryDelayMs ?? 1000;

  async function* reply(request: TutorRequest, signal: AbortSignal): AsyncGenerator<string> {
    if (signal.aborted) throw new TutorError('tutor:cancelled');
    const scope = openCallScope(signal, options.totalTimeoutMs);

    const call: ModelCall = {
      model,
      tools,
      system: buildSystemPrompt(request, { withTools }),
      messages: [...request.history.map((turn) => ({ role: turn.role, content: turn.content })), { role: 'user', content: request.message }],
      maxOutputTokens: options.maxOutputTokens,
      firstTokenTimeoutMs: options.firstTokenTimeoutMs,
    };
    let yieldedText = false;
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          for await (const text of streamAttempt(call, scope.signal)) {
            yieldedText = true;
            yield text;
          }
          if (!yieldedText) throw new TutorError('tutor:malformed', { cause: new Error('The model finished without any text') });
          return;
        } catch (failure) {
          if (scope.signal.reason instanceof TutorError) throw scope.signal.reason;
          const { error, retryable, retryAfterMs } = classifyProviderFailure(failure);
          const delayMs = retryAfterMs ?? retryDelayMs * 2 ** attempt;
          if (!retryable || yieldedText || attempt >= options.maxRetries || Date.now() + delayMs >= scope.deadline) throw error;
          await pause(delayMs, scope.signal);
        }
      }
    } finally {
      scope.dispose();
    }
  }

  return { source: 'llm', model: options.model, reply };
}

interface ModelCall {
  model: LanguageModel;
  tools: ToolSet;
  system: string;
  messages: ModelMessage[];
  maxOutputTokens: number;
  firstTokenTimeoutMs: number;
}

/**
 * One streamText run, yielding text deltas. Throws the provider's failure as is, or the TutorError that
 * aborted it (the reply's cancel/total timeout, or this attempt's first-token timeout).
 */
async function* streamAttempt(call: ModelCall, replySignal: AbortSignal): AsyncGenerator<string> {
  const attempt = openAttemptScope(replySignal, call.firstTokenTimeoutMs);
  try {
    const result = streamText({
      model: call.model,
      system: call.system,
      messages: call.messages,
      tools: call.tools,
      stopWhen: stepCountIs(MAX_STEPS),
      maxOutputTokens: call.maxOutputTokens,
      maxRetries: 0,
      abortSignal: attempt.signal,
      // Failures arrive as 'error' parts below; the SDK's default handler would log them (request bodies included).
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      switch (part.type) {
        case 'text-delta':
          attempt.gotOutput();
          if (part.text) yield part.text;
          break;
        case 'reasoning-delta':
        case 'tool-input-start':
        case 'tool-call':
          attempt.gotOutput();
          break;
        case 'error':
          throw attempt.signal.aborted ? attempt.signal.reason : part.error;
        case 'abort':
          throw attempt.signal.reason;
      }
    }
  } finally {
    attempt.dispose();
  }
}

function toToolSet(tools: readonly TutorTool[]): ToolSet {
  return Object.fromEntries(
    tools.map((tutorTool) => [
      tutorTool.name,
      dynamicTool({
        description: tutorTool.description,
        inputSchema: tutorTool.inputSchema,
        execute: async (input) => tutorTool.execute(input),
      }),
    ]),
  );
}
