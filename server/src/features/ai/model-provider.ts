// Which engine answers: the built-in one (default, offline) or an OpenAI-compatible endpoint from the
// configuration. The engine's identity is what consent is given to: a new endpoint or model needs new consent.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.js';
import { BuiltinModel } from './engine/builtin-model.js';

export interface Engine {
  model: LanguageModel;
  /** 'builtin', or `<base URL>#<model>`. */
  identity: string;
  builtIn: boolean;
  /** Shown in the consent step: where the data goes (host only) and which model. */
  endpointHost: string | null;
  modelId: string;
}

export function engineFrom(ai: Config['ai']): Engine {
  if (!ai.baseUrl) {
    return { model: new BuiltinModel(ai.builtinChunkDelayMs), identity: 'builtin', builtIn: true, endpointHost: null, modelId: 'builtin' };
  }
  const provider = createOpenAICompatible({ name: 'openai-compatible', baseURL: ai.baseUrl, apiKey: ai.apiKey, includeUsage: true });
  return {
    model: provider.chatModel(ai.model),
    identity: `${ai.baseUrl}#${ai.model}`,
    builtIn: false,
    endpointHost: new URL(ai.baseUrl).host,
    modelId: ai.model,
  };
}
