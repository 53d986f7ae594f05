import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { NotificationForms } from './notification-forms';
import { renderInApp, setupI18n } from '../../../test/render';
import { loadNamespaces } from '../../../lib/i18n';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['admin']);
});

const sendButton = () => screen.getByRole('button', { name: 'Send Notification' }) as HTMLButtonElement;

describe('NotificationForms', () => {
  it('offers the five notifications; each asks only for what it needs', () => {
    renderInApp(<NotificationForms busy={false} onSend={async () => true} />);
    for (const name of ['Morning tip', 'Streak reminder', 'App update', 'Premium tip', 'Custom']) expect(screen.getByLabelText(name)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Morning tip'));
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByLabelText('Title')).toBeNull();
    fireEvent.click(screen.getByLabelText('Premium tip'));
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Tip'), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
  });

  it('app update: features are trimmed and empties dropped', () => {
    const onSend = vi.fn(async () => true);
    renderInApp(<NotificationForms busy={false} onSend={onSend} />);
    fireEvent.click(screen.getByLabelText('App update'));
    const features = screen.getByLabelText('New features');
    fireEvent.change(features, { target: { value: ' , ,' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(features, { target: { value: ' Dark mode, , Faster ratings ,' } });
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith({ kind: 'app-update', features: ['Dark mode', 'Faster ratings'] });
  });

  it('custom: title and message required, link optional', () => {
    const onSend = vi.fn(async () => true);
    renderInApp(<NotificationForms busy={false} onSend={onSend} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Hello ' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'New challenge' } });
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenLastCalledWith({ kind: 'send', title: 'Hello', body: 'New challenge' });
    fireEvent.change(screen.getByLabelText('Link (optional)'), { target: { value: '/challenges' } });
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenLastCalledWith({ kind: 'send', title: 'Hello', body: 'New challenge', url: '/challenges' });
  });
});
