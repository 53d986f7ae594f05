import { describe, expect, it } from 'vitest';
import { eventSubjectId, isServerEvent, parseServerEvent, type ServerEvent } from '../../src/index';

const event = (raw: object) => parseServerEvent(JSON.stringify({ at: '2026-06-10T12:00:00Z', ...raw })) as ServerEvent;

describe('server events on the client', () => {
  it('name the rating, styling request or chat reply they are about, and nothing for the others', () => {
    expect(eventSubjectId(event({ type: 'rating.progress', data: { ratingId: 'r1', stage: 'analysing', percent: 40 } }))).toBe('r1');
    expect(eventSubjectId(event({ type: 'styling.failed', data: { requestId: 's1', error: { code: 'X', message: 'x' } } }))).toBe('s1');
    expect(eventSubjectId(event({ type: 'chat.delta', data: { replyId: 'c1', seq: 1, text: 'hi' } }))).toBe('c1');
    expect(eventSubjectId(event({ type: 'account.export.progress', data: { exportId: 'e1', stage: 'packing', percent: 40 } }))).toBe('e1');
    expect(eventSubjectId(event({ type: 'profile.updated', data: { fields: ['name'] } }))).toBeUndefined();
  });

  it('narrow by a type given as a parameter', () => {
    const done = event({ type: 'trends.done', data: { requestId: 't1', count: 3 } });
    expect(isServerEvent(done, 'trends.done') && done.data.count).toBe(3);
    expect(isServerEvent(done, 'styling.done')).toBe(false);
  });
});
