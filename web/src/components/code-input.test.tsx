import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CodeInput } from './code-input';
import { setupI18n } from '../test/render';

beforeAll(setupI18n);

function Harness({ onComplete, shake = 0 }: { onComplete(code: string): void; shake?: number }) {
  const [value, setValue] = useState('');
  return <CodeInput label="Code" value={value} onChange={setValue} onComplete={onComplete} shakeSignal={shake} autoFocus />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('CodeInput', () => {
  it('fills the boxes from the first six digits of a paste and submits', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(boxes()[2]!, 'Your code: 12-34 567 89');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('moves on as digits are typed, ignores letters, and submits on the sixth', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    expect(document.activeElement).toBe(boxes()[0]);
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: 'x' } });
    expect(boxes()[1]!.value).toBe('');
    for (const [i, d] of ['2', '9', '0', '1'].entries()) fireEvent.change(boxes()[i + 1]!, { target: { value: d } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(boxes()[5]!, { target: { value: '7' } });
    expect(onComplete).toHaveBeenCalledWith('429017');
  });

  it('Backspace clears the previous box and moves back', () => {
    render(<Harness onComplete={() => undefined} />);
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('a one-time-code autofill into the first box fills them all', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } });
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('a shake signal shakes the group and focuses the first box', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Harness onComplete={() => undefined} shake={0} />);
    boxes()[3]!.focus();
    rerender(<Harness onComplete={() => undefined} shake={1} />);
    expect(screen.getByRole('group').className).toContain('code-input--shake');
    expect(document.activeElement).toBe(boxes()[0]);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('group').className).not.toContain('code-input--shake');
    vi.useRealTimers();
  });
});
