import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import type { ChatPersonality } from '@fitrater/contracts';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';
import { clearChatHistory, sendChatMessage } from '../api/chat.api';
import { useConversation } from '../hooks/use-conversation';
import { rememberPersonality, storedPersonality } from '../model/personality';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { PersonalityPicker } from './personality-picker';
import './chat.css';

interface Pending { key: number; text: string; image: string | null; sentAt: string }

/** The stylist chat (spec part 2 §3–§8): premium only, replies stream in word by word. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const { isPremium, profile } = useSession();
  if (!isPremium) {
    return (
      <main id="main" className="chat chat--upsell">
        <PageHeader title={t('title')} backTo="/home" />
        <div className="card chat-upsell">
          <span className="chat-upsell__icon"><Icon name="chat" /></span>
          <h2>{t('upsell.title')}</h2>
          <p className="muted">{t('upsell.body')}</p>
          <Link to="/subscribe" className="btn btn--primary btn--block">{t('upsell.cta')}</Link>
        </div>
      </main>
    );
  }
  return <PremiumChat key={profile?.id ?? 'me'} />;
}

function PremiumChat() {
  const { t } = useTranslation('chat');
  const showError = useErrorToast();
  const [personality, setPersonality] = useState<ChatPersonality>(storedPersonality);
  const { messages, hasMore, loading, reload, loadOlder, clear } = useConversation(true);
  const [pending, setPending] = useState<Pending[]>([]);
  const [sending, setSending] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  // The optimistic bubble goes once the history holds a user message with the same text (spec part 2 §4).
  const shown = pending.filter((p) => !messages.some((m) => m.role === 'user' && m.message === (p.text || '(image)') && m.createdAt >= p.sentAt));
  const streaming = messages.some((m) => m.status === 'streaming');
  const lastText = messages.at(-1)?.message.length ?? 0;

  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, lastText, shown.length]);

  useEffect(() => {
    if (pending.length && shown.length === 0) setPending([]);
  }, [pending.length, shown.length]);

  const choose = (p: ChatPersonality) => {
    setPersonality(p);
    rememberPersonality(p);
  };

  const send = async (text: string, image: string | null): Promise<boolean> => {
    const item: Pending = { key: Date.now(), text, image, sentAt: new Date(Date.now() - 60_000).toISOString() };
    setPending((list) => [...list, item]);
    setSending(true);
    try {
      await sendChatMessage({ message: text, imageUrl: image, personality });
      await reload();
      return true;
    } catch (error) {
      setPending((list) => list.filter((p) => p.key !== item.key));
      showError(error, 'chat:toast.sendFailed');
      return false;
    } finally {
      setSending(false);
    }
  };

  const doClear = async () => {
    setClearing(true);
    try {
      await clearChatHistory();
      clear();
      setConfirmClear(false);
      toast.show({ title: t('toast.cleared.title'), description: t('toast.cleared.body'), variant: 'success' });
    } catch (error) {
      showError(error, 'chat:toast.clearFailed');
    } finally {
      setClearing(false);
    }
  };

  return (
    <main id="main" className="chat">
      <PageHeader
        title={t('title')}
        backTo="/home"
        actions={messages.length > 0 && (
          <button type="button" className="icon-button" onClick={() => setConfirmClear(true)} aria-label={t('clear')}>
            <Icon name="trash" />
          </button>
        )}
      />
      <PersonalityPicker value={personality} onChange={choose} />
      <section className="chat-log" aria-label={t('log')}>
        {hasMore && (
          <button type="button" className="btn btn--ghost btn--small chat-log__older" onClick={() => void loadOlder()}>{t('loadOlder')}</button>
        )}
        {!loading && messages.length === 0 && shown.length === 0 && (
          <div className="chat-greeting">
            <h2>{t('greeting.title', { name: t(`personalities.${personality}.label`) })}</h2>
            <p className="muted">{t('greeting.body')}</p>
            <ul className="chat-greeting__examples">
              {(['wedding', 'pairing', 'weather'] as const).map((k) => (
                <li key={k}>
                  <button type="button" className="btn btn--secondary btn--small" onClick={() => void send(t(`greeting.examples.${k}`), null)}>{t(`greeting.examples.${k}`)}</button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ol className="chat-log__list" aria-live="polite" aria-relevant="additions text">
          {messages.map((m) => <MessageBubble key={m.id} message={m} />)}
          {shown.map((p) => (
            <MessageBubble key={p.key} message={{ role: 'user', message: p.text, imageUrl: null, personality, status: 'done', error: null }} preview={p.image} />
          ))}
          {(sending || (shown.length > 0 && !streaming)) && (
            <li className="chat-msg chat-msg--assistant"><div className="chat-msg__bubble"><span className="chat-typing" role="status" aria-label={t('typing')}><span /><span /><span /></span></div></li>
          )}
        </ol>
        <div ref={end} />
      </section>
      <Composer busy={sending} onSend={send} />
      <Dialog open={confirmClear} onClose={() => setConfirmClear(false)} title={t('clearConfirm.title')}>
        <p className="muted">{t('clearConfirm.body')}</p>
        <div className="chat-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setConfirmClear(false)}>{t('clearConfirm.cancel')}</button>
          <button type="button" className="btn btn--danger" disabled={clearing} onClick={() => void doClear()}>{t('clearConfirm.confirm')}</button>
        </div>
      </Dialog>
    </main>
  );
}
