import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AccountExport } from '@fitrater/contracts';
import { DownloadData } from './download-data';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../test/render';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending = (percent: number, stage: AccountExport['stage']): AccountExport => ({
  id: '7b0c2a4e-5a6b-4c1d-9e8f-0a1b2c3d4e5f', status: 'pending', stage, percent, createdAt: '2026-11-27T05:00:00.000Z', expiresAt: null, bytes: null, downloadUrl: null,
});

describe('DownloadData', () => {
  it('shows how far a pending export is, read from its row after a reload', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(200, { export: pending(40, 'packing') })).fn);
    renderInApp(<DownloadData />);
    const bar = await screen.findByRole('progressbar', { name: 'Preparing…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('status').textContent).toContain('We are preparing your archive');
    expect(screen.getByRole('button', { name: 'Preparing…' }).hasAttribute('disabled')).toBe(true);
  });

  it('starts an export and follows it from the answer of the POST', async () => {
    let started = false;
    const fake = fakeFetch((_url, init) => {
      if (init.method === 'POST') {
        started = true;
        return json(202, pending(5, 'queued'));
      }
      return json(200, { export: started ? pending(15, 'collecting') : null });
    });
    vi.stubGlobal('fetch', fake.fn);
    renderInApp(<DownloadData />);
    // The button is disabled until the first read of the latest export answers; a click before that does nothing.
    const button = await screen.findByRole('button', { name: 'Download my data' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('15'));
  });
});
