import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { act } from 'react';
import { WrittenIn } from './written-in';
import { chooseLanguage } from '../lib/i18n';
import { setupI18n } from '../test/render';

beforeAll(setupI18n);
afterEach(async () => {
  cleanup();
  await act(() => chooseLanguage('en'));
});

describe('WrittenIn', () => {
  it('says nothing when the answer is in the interface language', () => {
    const { container } = render(<WrittenIn language="en" />);
    expect(container.textContent).toBe('');
  });

  it('names the answer\'s language in the interface language', async () => {
    await act(() => chooseLanguage('ar'));
    const ar = render(<WrittenIn language="en" />);
    expect(ar.container.textContent).toBe('مكتوب باللغة الإنجليزية');
    ar.unmount();
    await act(() => chooseLanguage('ko'));
    expect(render(<WrittenIn language="ja" />).container.textContent).toBe('일본어로 작성됨');
  });
});
