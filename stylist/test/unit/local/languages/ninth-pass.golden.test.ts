import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../../src/local/chat';
import { eraAbout, garmentWords } from '../../../../src/knowledge/eras';
import { garment } from '../../../../src/knowledge/garments';
import { garmentInColour } from '../../../../src/local/styling/words';

/** Sentences a native editor corrected in the ninth reading, each as the engine now writes it. */
const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const vintage = (message: string, language: Language) => writeLocalReply({ message, image: null, personality: 'vintage', language, history: [], facts: NO_FACTS });

describe('the vintage voice opens with a reference about what the outfit has, or with none', () => {
  it('en: socks with sandals get the reason, not Kate Moss’s wellies', async () => {
    expect(await vintage('Socks with sandals?', 'en')).toBe('No. Sandals are made to show the foot: wear them bare, and when it’s cool enough for socks, it’s cool enough for closed shoes, canvas sneakers or loafers. I’d pick camel leather flat sandals, white canvas sneakers and brown leather loafers.');
  });
  it.each([
    ['de', 'Socken mit Sandalen?', 'Kate Moss'], ['fr', 'Chaussettes avec sandales ?', 'Kate Moss'], ['it', 'Calzini con i sandali?', 'Kate Moss'],
    ['es', '¿Calcetines con sandalias?', 'Kate Moss'], ['pt', 'Meia com sandália pode?', 'Kate Moss'],
    ['en', 'Should I tuck in my shirt?', 'Kate Moss'], ['en', 'How do I wash a silk blouse?', 'Savile Row'], ['en', 'What shoes for a wedding?', 'Fred Astaire'],
  ] as const)('%s: «%s» says nothing of %s', async (language, question, era) => {
    expect(await vintage(question, language)).not.toContain(era);
  });
  it('a reference that shows the asked piece still opens the answer', async () => {
    expect(await vintage('Is a red dress with white sneakers ok for a party?', 'en')).toContain('Audrey Hepburn’s black Givenchy dress');
  });
  it('the references are matched to pieces and topics, not drawn at random', () => {
    expect(eraAbout({ pieces: [garmentWords('dressSocks'), garmentWords('sandals')] }, 'moss')).toBeNull();
    expect(eraAbout({ pieces: [], topics: ['dressCode:festival'] }, 'moss')).toBe('moss');
    expect(eraAbout({ pieces: [garmentWords('suit', 'grey')] }, 'grant')).toBe('grant');
    expect(eraAbout({ pieces: [garmentWords('suit', 'navy')] }, 'grant')).toBe('astaire');
    expect(eraAbout({ pieces: [garmentWords('dressShoes')] }, 'tiffany')).toBeNull();
  });
});

describe('the brutal voice’s opening says what fails in each language’s own word order', () => {
  it.each([
    ['de', 'Socken mit Sandalen?', 'Nein. Zuerst das, was nicht funktioniert. Lassen Sie die feinen Kniestrümpfe in Marineblau lieber weg.'],
    ['it', 'Calzini con i sandali?', 'No. Prima di tutto, quello che non funziona. Evita le calze lunghe blu navy da abito.'],
  ] as const)('%s: %s', async (language, question, opening) => {
    const reply = await writeLocalReply({ message: question, image: null, personality: 'brutal', language, history: [], facts: NO_FACTS });
    expect(reply.startsWith(opening), reply).toBe(true);
  });
});

describe('fr, pt: a knit top’s collar has its own preposition, not a second noun phrase', () => {
  it.each([
    ['fr', 'mock-neck', 'haut noir en maille à col cheminée'],
    ['pt', 'mock-neck', 'blusa preta de tricô com gola média'],
    ['pt', 'fine-knit-crew', 'suéter fino preto de merino com gola careca'],
  ] as const)('%s: %s', (language, id, name) => {
    expect(garmentInColour({ garment: garment(id), colour: 'black' }, language)).toBe(name);
  });
});

describe('it: sneaker is invariable, in every answer', () => {
  it('the care answer and the catalogue say «le sneaker bianche»', async () => {
    const reply = await writeLocalReply({ message: 'Come pulisco le sneakers bianche?', image: null, personality: 'professional', language: 'it', history: [], facts: NO_FACTS });
    expect(reply).toBe('La regola: pulisci le sneaker bianche di pelle con una spazzola morbida, acqua e sapone neutro, e le suole con una spugna magica; riempile di carta per farle asciugare. L’eccezione: le sneaker di tela possono andare in lavatrice a freddo, in un sacchetto per il bucato.');
    expect(garmentInColour({ garment: garment('canvas-sneakers'), colour: 'white' }, 'it')).toBe('sneaker bianche di tela');
  });
});
