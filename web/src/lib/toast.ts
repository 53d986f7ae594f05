/**
 * A tiny store for toasts so that any code (hooks, the session, the error
 * mapper's callers) can raise one; the <Toaster> component renders them.
 */
export type ToastVariant = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

type Listener = (toasts: readonly Toast[]) => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, number>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export const toast = {
  show(input: { title: string; description?: string; variant?: ToastVariant; durationMs?: number }): number {
    const item: Toast = { id: nextId++, variant: 'info', durationMs: 4000, ...input };
    // The same message again (a look generated twice in a row) replaces the one on screen instead of
    // stacking a copy over the page.
    const repeats = (t: Toast) => t.title === item.title && t.description === item.description && t.variant === item.variant;
    for (const old of toasts.filter(repeats)) {
      window.clearTimeout(timers.get(old.id));
      timers.delete(old.id);
    }
    toasts = [...toasts.filter((t) => !repeats(t)).slice(-2), item];
    timers.set(item.id, window.setTimeout(() => toast.dismiss(item.id), item.durationMs));
    emit();
    return item.id;
  },
  dismiss(id: number) {
    window.clearTimeout(timers.get(id));
    timers.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => toasts,
};
