import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@fitrater/contracts';
import { Icon, type IconName } from '../../../components/icon';
import { CHAT_PERSONALITY_LOOKS } from '@fitrater/contracts/values';
import { useAuthorizedObjectUrl } from '../../../lib/authorized-blob';

/** One message. Text is rendered as text (React escapes it), never as HTML. */
export function MessageBubble({ message, preview }: { message: Pick<ChatMessage, 'role' | 'message' | 'imageUrl' | 'personality' | 'status' | 'error'>; preview?: string | null }) {
  const { t } = useTranslation('chat');
  const image = useAuthorizedObjectUrl(preview ? null : message.imageUrl);
  const src = preview ?? image;
  const mine = message.role === 'user';
  const look = CHAT_PERSONALITY_LOOKS[message.personality];
  const streaming = message.status === 'streaming';
  return (
    <li className={`chat-msg chat-msg--${mine ? 'user' : 'assistant'}`} data-status={message.status} style={{ ['--persona' as string]: look.colour }}>
      {!mine && (
        <span className="chat-msg__avatar" aria-hidden="true">
          <Icon name={look.icon as IconName} />
        </span>
      )}
      <div className="chat-msg__bubble">
        <span className="visually-hidden">{mine ? t('you') : t(`personalities.${message.personality}.label`)}: </span>
        {src && <img className="chat-msg__image" src={src} alt={t('imageAlt')} />}
        {message.status === 'failed' ? (
          <p className="chat-msg__failed" role="alert">{t(message.error?.code === 'IMAGE_REFUSED' ? 'refused' : 'failed')}</p>
        ) : streaming && !message.message ? (
          <span className="chat-typing" role="status" aria-label={t('typing')}><span /><span /><span /></span>
        ) : (
          message.message && message.message !== '(image)' && <p className="chat-msg__text" dir="auto">{message.message}{streaming && <span className="chat-msg__caret" aria-hidden="true" />}</p>
        )}
      </div>
    </li>
  );
}
