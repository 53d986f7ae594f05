import { describe, expect, it } from 'vitest';
import { proseProblems } from '../../support/prose-checks';

/** The checks for en es fr de it pt catch the sentences the reviews corrected, and pass the corrected ones. */
describe('the English and European prose checks', () => {
  it.each([
    ['en', 'For a wedding: Wear brown leather loafers. Done.', 'capitalAfterColon'],
    ['en', 'The exception: A light grey summer suit can take suede loafers.', 'capitalAfterColon'],
    ['en', 'For an interview: wear navy two-piece suit. Done.', 'article'],
    ['fr', 'Pour un mariage : Portez des mocassins marron.', 'capitalAfterColon'],
    ['fr', 'Escarpins : le bon niveau d’élégance pour une fête.', 'spacing'],
    ['fr', 'Votre meilleur atout : les mocassins, le choix le plus fort ici!', 'spacing'],
    ['es', 'Para una boda: Ponte unos mocasines marrones.', 'capitalAfterColon'],
    ['es', 'Los mocasines marrones son la mejor jugada aquí!', 'openingMarks'],
    ['es', 'Zapatos de tacón: encaja bien con una cita.', 'agreement'],
    ['es', 'El vestido rojo encaja bien con una boda.', 'occasionAsPartner'],
    ['fr', 'La robe rouge va bien avec un mariage.', 'occasionAsPartner'],
    ['it', 'Il vestito rosso sta bene con un matrimonio.', 'occasionAsPartner'],
    ['pt', 'O vestido vermelho combina bem com o trabalho.', 'occasionAsPartner'],
    ['es', 'Gracias por su consulta. Espero que le ayude a planificar con confianza.', 'register'],
    ['it', 'Per un matrimonio: Indossa dei mocassini marroni.', 'capitalAfterColon'],
    ['it', 'Scarpe eleganti: è una scelta giusta per un matrimonio.', 'agreement'],
    ['pt', 'Para um casamento: Use mocassins marrons.', 'capitalAfterColon'],
    ['pt', 'Sapatos pretos: acerta o nível do trabalho.', 'agreement'],
    ['fr', 'Portez un costume beige en lin. C\'est tout, et l’exception : rien.', 'apostrophe'],
    ['it', 'Un’idea: l\'abito blu con l’ombrello.', 'apostrophe'],
    ['de', 'Für eine Hochzeit: Fang mit Lederloafern in Braun an.', 'register'],
    ['de', 'Behalte deine aktuellen Schuhe.', 'register'],
    ['de', 'Dein nächster Schritt: Probieren Sie es diese Woche aus.', 'register'],
    ['de', 'Vielen Dank für Ihre Frage. Ich hoffe, das hilft dir bei der Planung.', 'register'],
    ['de', 'Wenn du nur eine Sache änderst, dann nehmen Sie einen Ledergürtel.', 'register'],
    ['de', 'Ganz entspannt. Lass den Kapuzenpullover in Grau lieber weg.', 'register'],
    ['de', 'nicht mein ding. fragen sie mich, was zu ihrer jeans passt.', 'register'],
    ['en', 'The rule: dress one step above the people who work there: a navy suit says prepared.', 'doubledColon'],
    ['de', 'Die Regel: Ein Meeting belohnt klare Schnitte: Man erinnert sich an das Gesagte.', 'doubledColon'],
    ['fr', 'Ce qui marque cette saison\u00a0: quiet luxury\u00a0: des pièces sobres.', 'doubledColon'],
    ['es', 'Esta parte obtuvo 5,3: camiseta gris. Cámbialo por una camisa.', 'scoreLabel'],
    ['fr', 'Cette partie a obtenu 5,3\u00a0: t-shirt gris.', 'scoreLabel'],
    ['it', 'Questa parte ha preso 5,3: maglietta grigia.', 'scoreLabel'],
    ['pt', 'Esta parte tirou 5,3: camiseta cinza.', 'scoreLabel'],
    ['en', 'The camel trousers sit at business dress. It is right for work.', 'pronounAfterPlural'],
    ['en', 'I am your stylist: ask me what to wear.', 'contraction'],
    ['en', 'I do not see a photo yet: attach one and I will tell you how it reads.', 'contraction'],
    ['en', 'Here is my professional assessment.', 'contraction'],
    ['en', 'Let\'s work through this together.', 'contraction'],
    ['es', 'Los pantalones camel se leen como de oficina.', 'calque'],
    ['it', 'I pantaloni cammello si leggono come da ufficio.', 'calque'],
  ] as const)('%s: %s', (language, text, expected) => {
    expect(proseProblems(language, text).map((p) => p.split(':')[0])).toContain(expected);
  });

  it.each([
    ['en', 'For a wedding: wear brown leather loafers. Done. The exception: I’d keep Oxford shoes for the evening.'],
    ['en', 'For an interview: wear a navy two-piece suit. Done.'],
    ['en', 'If you add one, black tuxedo trousers with satin stripe suit a formal dinner.'],
    ['fr', 'Pour un mariage\u00a0: portez des mocassins marron. Le choix le plus fort ici\u202f!'],
    ['es', 'Para una boda: ¡los mocasines marrones son la mejor jugada aquí! ¿Y las zapatillas? Ni se te ocurra.'],
    ['es', 'Los zapatos de tacón van bien para una cita.'],
    ['en', 'The triad of green, light blue and wine is eye-catching but busy.'],
    ['it', 'Per un matrimonio: indossa dei mocassini marroni. Le scarpe eleganti sono una scelta giusta.'],
    ['fr', 'Portez un costume beige en lin. C’est tout, et l’exception\u00a0: rien.'],
    ['it', 'Un’idea: l’abito blu con l’ombrello.'],
    ['pt', 'Para um casamento: use mocassins marrons. Os sapatos pretos acertam o nível do trabalho.'],
    ['de', 'Für eine Hochzeit: Beginnen Sie mit Lederloafern in Braun. Lassen Sie die Laufschuhe in Weiß lieber weg.'],
    ['de', 'Vielen Dank für Ihre Frage. Ich hoffe, das hilft Ihnen bei der Planung. Sie packen das, kein Druck.'],
    ['de', 'Ein Meeting belohnt klare Schnitte und eine ruhige Farbpalette: Man soll sich an das Gesagte erinnern. Wenn sie gut sitzt, passt die Hose.'],
    ['en', 'Dress one step above the people who work there: a navy suit says prepared. The exception: at a start-up, a blazer is enough.'],
    ['es', 'La camiseta gris obtuvo 5,3 y baja la nota del outfit. Las zapatillas obtuvieron 8,4, una de las partes más fuertes del outfit: no las cambies.'],
    ['fr', 'Le t-shirt gris a obtenu 5,3 et tire la tenue vers le bas. Le blazer a obtenu 8,8\u00a0: l’un des points forts de la tenue, à garder.'],
    ['en', 'The camel trousers count as business dress. They’re right for work. The navy blazer counts as smart casual. It’s right for work. Yes, it is.'],
    ['it', 'I pantaloni cammello rientrano in uno stile da ufficio.'],
  ] as const)('%s: the corrected sentence passes', (language, text) => {
    expect(proseProblems(language, text)).toEqual([]);
  });
});
