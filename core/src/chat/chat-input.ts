import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_ONLY_TEXT, CHAT_MESSAGE_MAX_LENGTH, type ChatPersonality } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';

export const CHAT_FILE_TOO_LARGE = 'File too large: Please select an image smaller than 10MB.';
export const CHAT_EMPTY_MESSAGE = 'Empty message: Please type a message or upload an image';

export interface RawChatInput {
  message?: string | null;
  imageUrl?: string | null;
  personality: ChatPersonality;
}

export interface ChatInputChecked {
  text: string;
  imageBytes: Buffer | null;
  personality: ChatPersonality;
}

/** Decodes `data:image/...;base64,...` (the declared type is ignored: the bytes decide later). */
function decodeImage(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const header = comma > 0 ? dataUrl.slice(0, comma) : '';
  if (!/^data:[a-z0-9.+/-]*;base64$/i.test(header)) throw new AppError('UNSUPPORTED_IMAGE', 'Unsupported image format – send the photo as a base64 data URL');
  const body = dataUrl.slice(comma + 1);
  // Base64 grows by 4/3: refuse an oversized image before decoding it.
  if ((body.length * 3) / 4 > CHAT_IMAGE_MAX_BYTES + 4) throw new AppError('FILE_TOO_LARGE', CHAT_FILE_TOO_LARGE);
  if (!/^[A-Za-z0-9+/=\s]*$/.test(body)) throw new AppError('UNSUPPORTED_IMAGE', 'Unsupported image format – send the photo as a base64 data URL');
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', CHAT_FILE_TOO_LARGE);
  return bytes;
}

/** Spec part 2 §5: text trimmed, ≤ 2,000 characters; an image alone sends '(image)'; neither is refused. */
export function checkChatInput(raw: RawChatInput): ChatInputChecked {
  const trimmed = (raw.message ?? '').trim();
  const imageBytes = raw.imageUrl ? decodeImage(raw.imageUrl) : null;
  if (!trimmed && !imageBytes) throw new AppError('VALIDATION', CHAT_EMPTY_MESSAGE);
  if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH) {
    throw new AppError('VALIDATION', `Message too long: at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);
  }
  return { text: trimmed || CHAT_IMAGE_ONLY_TEXT, imageBytes, personality: raw.personality };
}
