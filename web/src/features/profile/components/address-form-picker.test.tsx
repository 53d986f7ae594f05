import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AddressFormPicker } from './address-form-picker';
import { chooseLanguage } from '../../../lib/i18n';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../test/render';

beforeAll(setupI18n);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => chooseLanguage('en'));
});

describe('AddressFormPicker', () => {
  it('is not offered while the interface is in a language that does not mark gender', () => {
    const { container } = renderInApp(<AddressFormPicker value="neutral" onSaved={() => undefined} />);
    expect(container.textContent).toBe('');
  });

  it('in Arabic, saves the chosen form to the profile', async () => {
    await act(() => chooseLanguage('ar'));
    const fake = fakeFetch(() => json(200, { addressForm: 'feminine' }));
    vi.stubGlobal('fetch', fake.fn);
    const saved = vi.fn();
    renderInApp(<AddressFormPicker value="neutral" onSaved={saved} />);
    const select = screen.getByLabelText('كيف يخاطبك منسّق الأزياء');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['محايد (صيغة الجمع المهذّبة)', 'مؤنث', 'مذكر']);
    fireEvent.change(select, { target: { value: 'feminine' } });
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const patch = fake.calls.find((c) => c.init.method === 'PATCH');
    expect(patch?.url).toMatch(/\/api\/user\/profile$/);
    expect(JSON.parse(String(patch?.init.body))).toEqual({ addressForm: 'feminine' });
  });
});
