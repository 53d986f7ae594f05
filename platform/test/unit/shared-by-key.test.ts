import { describe, expect, it } from 'vitest';
import { SharedByKey } from '../../src/infra/shared-by-key';

describe('SharedByKey', () => {
  it('creates once per key, shares it, and closes it when the last holder releases', async () => {
    const closed: string[] = [];
    let created = 0;
    const shared = new SharedByKey<{ name: string }>((value) => void closed.push(value.name));
    const a = shared.acquire('db1', () => ({ name: `db1#${++created}` }));
    const b = shared.acquire('db1', () => ({ name: `db1#${++created}` }));
    expect(a.value).toBe(b.value);
    expect(created).toBe(1);
    await a.release();
    await a.release(); // a second release of one holder counts once
    expect(closed).toEqual([]);
    expect(shared.get('db1')).toBe(b.value);
    await b.release();
    expect(closed).toEqual(['db1#1']);
    expect(shared.get('db1')).toBeUndefined();
    // The next holder gets a new one.
    const c = shared.acquire('db1', () => ({ name: `db1#${++created}` }));
    expect(c.value.name).toBe('db1#2');
  });
});
