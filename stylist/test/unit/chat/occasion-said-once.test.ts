import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };

describe('a voice does not name the occasion twice', () => {
  it.each([
    ['en', 'What to wear on a date when it rains?', 'a date', 'For a date, wear something that feels like you on a good day, with one detail that invites a compliment. Wear a teal wrap midi dress. Done.'],
    ['es', '¿Qué me pongo para una cita si llueve?', 'una cita', 'Para una cita, ponte algo con lo que te sientas tú en un buen día, con un detalle que invite a un cumplido. Ponte un vestido midi cruzado verde azulado. Y listo.'],
  ] as const)('%s brutal: the reason that names the occasion is not followed by "For a date: …"', async (language, message, occasion, expected) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'brutal', language: language as Language, history: [], facts: NO_FACTS });
    expect(reply).toBe(expected);
    expect(reply.toLowerCase().split(occasion).length - 1).toBe(1);
  });
});

describe('a reason that names the occasion in other words is not followed by a lead', () => {
  it.each([
    ['fr', 'Que porter pour un rendez-vous quand il pleut ?', /pour un rendez-vous/giu],
    ['de', 'Was soll ich zu einem Date anziehen, wenn es regnet?', /\bDate\b/gu],
  ] as const)('%s brutal: "%s" names the date once', async (language, message, occasion) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'brutal', language: language as Language, history: [], facts: NO_FACTS });
    expect(reply.match(occasion)?.length, reply).toBe(1);
  });
});
