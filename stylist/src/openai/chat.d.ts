import type { Logger } from '../../../core/src/infra/logger';
import { type OpenAiConfig } from '../../../core/src/stylist/openai/client';
import type { ChatStream } from '../chat-types';
/**
 * The `openai` chat: `stream: true` through the SDK, each content delta relayed as it arrives.
 * A stream that breaks (connection cut, error mid-way, or ending without a finish reason) throws
 * StylistUnavailableError, so the reply fails cleanly instead of ending half-written.
 */
export declare function createOpenAiChat(config: OpenAiConfig, logger: Logger): ChatStream;
