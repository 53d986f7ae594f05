import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PasswordChecklist } from './password-checklist';
import { setupI18n } from '../test/render';

beforeAll(setupI18n);

const label = () => screen.getByText((_, el) => el?.tagName === 'STRONG' && el.hasAttribute('data-strength'));

describe('PasswordChecklist', () => {
  it.each([
    ['', 'Very weak'],
    ['abc', 'Weak'],
    ['abcD', 'Weak'],
    ['abcD1', 'Fair'],
    ['abcdefD1', 'Good'],
    ['abcdeD1!', 'Strong'],
  ])('labels %j as %s', (password, expected) => {
    render(<PasswordChecklist password={password} />);
    expect(label().textContent).toBe(expected);
  });

  it('ticks each requirement as it is met; any symbol counts as special (DECISIONS.md)', () => {
    const { rerender, container } = render(<PasswordChecklist password="ab" />);
    const met = () => [...container.querySelectorAll('li[data-met="true"]')].map((li) => li.getAttribute('data-rule'));
    expect(met()).toEqual(['lowercase']);
    rerender(<PasswordChecklist password="abcdefgH9~" />);
    expect(met()).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
  });
});
