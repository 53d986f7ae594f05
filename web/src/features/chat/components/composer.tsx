import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH } from '@fitrater/contracts/values';
import { toast } from '../../../lib/toast';
import { preparedFile } from '../../../lib/photo';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Text, an optional photo with its preview, and send (spec part 2 §5 rules and §8 toasts). */
export function Composer({ busy, onSend }: { busy: boolean; onSend(text: string, imageUrl: string | null): Promise<boolean> }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.show({ title: t('toast.notImage.title'), description: t('toast.notImage.body'), variant: 'error' });
      return;
    }
    if (file.size > CHAT_IMAGE_MAX_BYTES) {
      toast.show({ title: t('toast.fileTooLarge.title'), description: t('toast.fileTooLarge.body'), variant: 'error' });
      return;
    }
    // Prepared on the device (≤ 1600 px, upright, no metadata) before it is read into the message.
    setImage(await readAsDataUrl(await preparedFile(file)));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed && !image) {
      toast.show({ title: t('toast.empty.title'), description: t('toast.empty.body'), variant: 'error' });
      return;
    }
    const sent = { text, image };
    setText('');
    setImage(null);
    // A failed send gives the words back, so nothing typed is lost.
    if (!(await onSend(trimmed, sent.image))) {
      setText(sent.text);
      setImage(sent.image);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={(e) => void submit(e)}>
      {image && (
        <div className="chat-composer__preview">
          <img src={image} alt={t('previewAlt')} />
          <button type="button" className="icon-button chat-composer__remove" onClick={() => setImage(null)} aria-label={t('removeImage')}>
            <Icon name="close" />
          </button>
        </div>
      )}
      <div className="chat-composer__row">
        <button type="button" className="icon-button" onClick={() => fileInput.current?.click()} aria-label={t('attach')}>
          <Icon name="camera" />
        </button>
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="chat-file" />
        <label className="visually-hidden" htmlFor="chat-input">{t('placeholder')}</label>
        <textarea
          id="chat-input"
          className="chat-composer__input"
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="icon-button chat-composer__send" disabled={busy} aria-label={t('send')}>
          <Icon name="send" />
        </button>
      </div>
    </form>
  );
}
