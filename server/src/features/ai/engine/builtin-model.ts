// The built-in, offline, deterministic engine, written as an AI SDK language model (spec V3) so that the one
// `streamText` path with the same tools serves it and any OpenAI-compatible model. Step 1: it reads the last
// user question and emits the tool calls that answer it; step 2: it reads the tool results and streams the
// answer text in chunks, like a model would.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { AiLanguage } from '../ai.types.js';
import { compose } from './compose.js';
import { PHRASES } from './phrases.js';
import type { ToolOutcome } from './compose.js';
import { understand } from './understand.js';

/** The line of the system prompt the service writes for the engine: {"now","timeZone","language","firstDayOfWeek","hour12"}. */
export const CONTEXT_MARK = 'CONTEXT ';

interface EngineContext {
  now: Date;
  timeZone: string;
  language: AiLanguage;
  firstDayOfWeek: number;
  hour12: boolean;
}

function contextOf(prompt: LanguageModelV3Prompt): EngineContext {
  for (const m of prompt) {
    if (m.role !== 'system') continue;
    const line = m.content.split('\n').find((l) => l.startsWith(CONTEXT_MARK));
    if (!line) continue;
    try {
      const c = JSON.parse(line.slice(CONTEXT_MARK.length)) as { now?: string; timeZone?: string; language?: AiLanguage; firstDayOfWeek?: number; hour12?: boolean };
      return { now: new Date(c.now ?? Date.now()), timeZone: c.timeZone ?? 'UTC', language: c.language ?? 'en', firstDayOfWeek: c.firstDayOfWeek ?? 1, hour12: c.hour12 === true };
    } catch {
      break;
    }
  }
  return { now: new Date(), timeZone: 'UTC', language: 'en', firstDayOfWeek: 1, hour12: false };
}

/** The last user question and the tool results that came after it. */
function turnOf(prompt: LanguageModelV3Prompt): { question: string; results: ToolOutcome[] | null } {
  let last = -1;
  prompt.forEach((m, i) => {
    if (m.role === 'user') last = i;
  });
  const user = prompt[last];
  const question = user?.role === 'user' ? user.content.map((c) => (c.type === 'text' ? c.text : '')).join(' ') : '';
  const after = prompt.slice(last + 1);
  if (!after.length) return { question, results: null };
  const results: ToolOutcome[] = [];
  for (const m of after) {
    if (m.role !== 'tool') continue;
    for (const part of m.content) {
      if (part.type !== 'tool-result') continue;
      const out = part.output;
      results.push({ toolName: part.toolName, output: out.type === 'json' ? out.value : null });
    }
  }
  return { question, results };
}

/** Word groups of about three words (one CJK character counts as a word). */
export function chunksOf(text: string): string[] {
  const pieces = text.match(/[\u4E00-\u9FFF\u3000-\u303F\uFF00-\uFFEF]{1,6}|\S+\s*|\s+/gu) ?? [];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 3) out.push(pieces.slice(i, i + 3).join(''));
  return out;
}

const tokens = (chars: number) => Math.max(1, Math.ceil(chars / 4));
const usageOf = (input: number, output: number): LanguageModelV3Usage => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

// The abort listener goes when the pause ends either way: one reply pauses once per streamed piece on the same
// signal, and listeners left behind piled up past Node's limit of 10 (MaxListenersExceededWarning in the tests).
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });

export class BuiltinModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = 'health-portal';
  readonly modelId = 'builtin';
  readonly supportedUrls = {};

  constructor(private readonly chunkDelayMs = 25) {}

  /** What the engine does with a prompt: tool calls to make, or the answer text. */
  plan(prompt: LanguageModelV3Prompt): { toolCalls: { toolName: string; input: string }[]; text: string | null; leadIn: string } {
    const ctx = contextOf(prompt);
    const { question, results } = turnOf(prompt);
    const u = understand(question, ctx);
    const leadIn = `${PHRASES[u.language].leadIn}\n\n`;
    if (results === null && u.calls.length) {
      return { toolCalls: u.calls.map((c) => ({ toolName: c.toolName, input: JSON.stringify(c.input) })), text: null, leadIn };
    }
    return { toolCalls: [], text: compose(u, results ?? [], ctx.timeZone, ctx.hour12), leadIn };
  }

  doStream(options: LanguageModelV3CallOptions) {
    const plan = this.plan(options.prompt);
    const inputTokens = tokens(JSON.stringify(options.prompt).length);
    const delay = this.chunkDelayMs;
    const signal = options.abortSignal;
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      async start(controller) {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        if (plan.text === null) {
          // Like a model that says what it is about to do: the reply starts streaming before the reads.
          controller.enqueue({ type: 'text-start', id: 'lead-in' });
          controller.enqueue({ type: 'text-delta', id: 'lead-in', delta: plan.leadIn });
          controller.enqueue({ type: 'text-end', id: 'lead-in' });
          plan.toolCalls.forEach((c, i) => controller.enqueue({ type: 'tool-call', toolCallId: `call-${i + 1}`, ...c }));
          controller.enqueue({ type: 'finish', usage: usageOf(inputTokens, tokens(JSON.stringify(plan.toolCalls).length)), finishReason: { unified: 'tool-calls', raw: 'tool_calls' } });
          controller.close();
          return;
        }
        controller.enqueue({ type: 'text-start', id: 'text-1' });
        const chunks = chunksOf(plan.text);
        for (const [i, delta] of chunks.entries()) {
          if (signal?.aborted) break;
          if (i > 0) await pause(delay, signal);
          controller.enqueue({ type: 'text-delta', id: 'text-1', delta });
        }
        controller.enqueue({ type: 'text-end', id: 'text-1' });
        controller.enqueue({ type: 'finish', usage: usageOf(inputTokens, tokens(plan.text.length)), finishReason: { unified: 'stop', raw: 'stop' } });
        controller.close();
      },
    });
    return Promise.resolve({ stream });
  }

  doGenerate(options: LanguageModelV3CallOptions) {
    const plan = this.plan(options.prompt);
    const inputTokens = tokens(JSON.stringify(options.prompt).length);
    return Promise.resolve({
      content:
        plan.text === null
          ? plan.toolCalls.map((c, i) => ({ type: 'tool-call' as const, toolCallId: `call-${i + 1}`, ...c }))
          : [{ type: 'text' as const, text: plan.text }],
      finishReason: plan.text === null ? { unified: 'tool-calls' as const, raw: 'tool_calls' } : { unified: 'stop' as const, raw: 'stop' },
      usage: usageOf(inputTokens, tokens((plan.text ?? '').length)),
      warnings: [],
    });
  }
}
