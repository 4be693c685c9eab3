import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Env } from '../env.ts';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * The configured text model, or null when AI is not set up (the UI then says so in Turkish). Both
 * provider kinds speak the OpenAI chat-completions protocol: AI_PROVIDER=openai talks to OpenAI
 * (AI_BASE_URL may point elsewhere, e.g. a proxy) and needs a key; AI_PROVIDER=openai-compatible
 * needs AI_BASE_URL and AI_MODEL (a local server may need no key). The key stays on the server.
 */
export function createLanguageModel(env: Env): LanguageModel | null {
  if (env.AI_PROVIDER === 'openai') {
    if (!env.AI_API_KEY) return null;
    const provider = createOpenAICompatible({
      name: 'openai',
      baseURL: env.AI_BASE_URL ?? OPENAI_BASE_URL,
      apiKey: env.AI_API_KEY,
    });
    return provider.chatModel(env.AI_MODEL ?? OPENAI_DEFAULT_MODEL);
  }
  if (env.AI_PROVIDER === 'openai-compatible') {
    if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
    });
    return provider.chatModel(env.AI_MODEL);
  }
  return null;
}

export const isAiConfigured = (env: Env) => createLanguageModel(env) !== null;
