import type { Config } from '../config/config';
import type { Logger } from '../infra/logger';
import { localVision } from '../stylist/local';
import type { ChatStream } from '../../../stylist/src/chat-types';
import { createLocalChat } from '../../../stylist/src/local/chat';
import { createOpenAiChat } from '../../../stylist/src/openai/chat';

export interface ChatEngine {
  name: 'local' | 'openai';
  chat: ChatStream;
}

const cache = new WeakMap<Config, ChatEngine>();

/** The configured chat engine (AI_PROVIDER), built once per process. */
export function selectChatEngine(config: Config, logger: Logger): ChatEngine {
  let engine = cache.get(config);
  if (!engine) {
    engine = config.aiProvider === 'openai'
      ? { name: 'openai', chat: createOpenAiChat(config, logger) }
      : { name: 'local', chat: createLocalChat({ vision: localVision(logger, config.localVision) }) };
    cache.set(config, engine);
  }
  return engine;
}
