import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/http';
import { initI18n, i18next } from '../lib/i18n';
import { SessionProvider } from '../lib/session';

/** English texts, loaded once per test file. */
export async function setupI18n() {
  if (!i18next.isInitialized) await initI18n('en');
  else await i18next.changeLanguage('en');
}

/** Renders inside the app's providers, with a fresh SWR cache and a recorded "reload". */
export function renderInApp(ui: ReactElement, { path = '/', reload = () => undefined }: { path?: string; reload?: (to: string) => void } = {}) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <SessionProvider reload={reload}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SessionProvider>
    </SWRConfig>,
  );
}

/** A fetch stand-in that answers from a list of handlers and records every call. */
export function fakeFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    calls.push({ url, init });
    return handler(url, init);
  };
  return { fn: fn as typeof fetch, calls };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
