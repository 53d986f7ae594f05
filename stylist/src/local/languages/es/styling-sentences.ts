import type { StylingSentences } from '../../styling/sentences/types';
import { grammar, withArticle } from './grammar';

/** Small counts in words, as style guides write them in running text; larger ones in digits. */
const count = (n: number): string => ['dos', 'tres', 'cuatro', 'cinco'][n - 2] ?? String(n);

export const es: StylingSentences = {
  // 'y … encima' when the top's own name has a 'con' already: 'blusa con lazo con un blazer encima' repeats it.
  under: (top, outer) => `${top} ${/ con /.test(top) ? 'y' : 'con'} ${withArticle(outer, false)} encima`,
  dressBase: (dress, tights) => `Sin prenda inferior aparte: ${withArticle(dress, true)} es toda la base${tights ? `, con ${withArticle(tights, false)}` : ''}`,
  withTights: (bottom, tights) => `${bottom} con ${withArticle(tights, false)}`,
  minimalAccessories: 'Accesorios mínimos',
  likedColours: (c) => `Usa ${c}: colores que te gustan o que puntuaron bien en tus mejores outfits.`,
  styles: (p, a) => `Las prendas se eligieron pensando en tu estilo ${p}${a ? `, evitando ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `Con ${withArticle(shoes, false)} mantienes los pies secos${outer ? ` y ${withArticle(outer, true)} te protege de la lluvia` : ', y el paraguas cubre el resto'}.`,
  coldCovered: (shoes, tights) => `Piernas y pies quedan cubiertos: ${tights ? `${withArticle(tights, false)} bajo el dobladillo y ` : ''}${withArticle(shoes, false)} en los pies.`,
  // One piece is named with its article ('así que el chal de pashmina es lo más adecuado'); several follow a colon.
  honest: (pieces, list) => `Siendo sinceros, la ocasión y el tiempo tiran en direcciones distintas, así que ${pieces.length > 1 ? `lo más adecuado son ${list(pieces.map((p) => withArticle(p, true)))}` : `${withArticle(pieces[0]!, true)} ${grammar.agreement(pieces[0]!).plural ? 'son' : 'es'} lo más adecuado`}; añade o quita una capa según la temperatura.`,
  combiner: {
    builtFrom: (n) => `Combinado a partir de ${count(n)} de tus outfits con nota de 7 o más, tomando la prenda mejor puntuada de cada parte.`,
    harmony: (c) => `Juntos, los colores (${c}) armonizan según la misma medida que usan tus valoraciones.`,
    oneBaseOneAccent: 'Limita los colores a una base neutra y un solo acento.',
    fallback: {
      top: 'Tu parte de arriba mejor valorada',
      bottom: 'Tu pantalón o falda mejor valorados',
      footwear: 'Zapatos cuidados a la altura de la formalidad de la parte de arriba',
      accessories: 'Accesorios mínimos: un reloj o una sola joya',
    },
  },
  insights: {
    occasions: { 'business-meeting': 'Reunión de negocios', 'casual-weekend': 'Fin de semana informal', 'date-night': 'Cita nocturna', 'wedding-guest': 'Invitada/o a una boda', 'job-interview': 'Entrevista de trabajo', brunch: 'Brunch', 'evening-party': 'Fiesta de noche', travel: 'Viaje', 'gym-workout': 'Gimnasio/Entrenamiento', 'beach-pool': 'Playa/Piscina', 'formal-dinner': 'Cena formal', 'concert-festival': 'Concierto/Festival' },
    budget: { 'budget-friendly': 'por menos de 50 $', 'mid-range': 'de entre 50 y 200 $', luxury: 'de más de 200 $, elegidas para durar' },
    anyBudget: 'a un precio con el que te sientas cómodo',
    matchesStyle: (s) => `encaja con tu estilo ${s}`,
    coloursYouLike: 'sus colores son de los que te gustan',
    suitsYourOccasions: 'encaja en ocasiones en las que tus outfits ya puntúan bien',
    leansAvoided: (s) => `aunque tira hacia ${s}, algo que prefieres evitar`,
    forYou: (r) => `Para ti: ${r.join('; ')}.`,
    tryOnePieceFirst: 'Pruébala primero con una sola prenda y mira cómo encaja en tu armario.',
    startWith: (colour) => `Empieza con una ${colour ? 'prenda en ese color' : 'sola prenda'} y mantén neutro el resto del look.`,
    wearFirstAt: (o) => `Llévala primero en «${o}», donde encaja con más naturalidad.`,
    wearFirstEveryday: 'Llévala primero en el día a día.',
    balance: 'Equilíbrala con una prenda que ya uses a menudo, para que el look siga siendo tuyo.',
    fitFirst: 'Antes que la tendencia, mira el corte y el tejido: una prenda bien hecha dura más que la temporada.',
    secondHand: 'Busca primero en segunda mano y vintage; las tendencias vuelven.',
    oneThreeWays: 'Compra una prenda y llévala de tres maneras antes de comprar más.',
    lookFor: (name, _tag, budget) => `Busca prendas en la línea de «${name}» ${budget}.`,
    accessoriesCarry: 'Los accesorios llevan una tendencia por una fracción de lo que cuesta un abrigo o un vestido.',
  },
};
