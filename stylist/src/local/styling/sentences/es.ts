import type { OutfitSentences } from './types';

export const es: OutfitSentences = {
  under: (top, outer) => `${top} con ${outer} encima`,
  dressBase: (dress, tights) => `Sin prenda inferior aparte: el ${dress} es toda la base${tights ? `, con ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, con ${tights}`,
  minimalAccessories: 'Accesorios mínimos',
  likedColours: (c) => `Usa ${c}: colores que te gustan o que puntuaron bien en tus mejores outfits.`,
  styles: (p, a) => `Las prendas se eligieron pensando en tu estilo ${p}${a ? `, evitando ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `Con ${shoes} mantienes los pies secos${outer ? ` y ${outer} te protege de la lluvia` : ', y el paraguas cubre el resto'}.`,
  coldCovered: (shoes, tights) => `Piernas y pies quedan cubiertos: ${tights ? `${tights} bajo el bajo y ` : ''}${shoes} en los pies.`,
  honest: (pieces, n) => `Con franqueza: la ocasión y el tiempo tiran en direcciones distintas, así que ${n > 1 ? 'estas prendas son' : 'esta prenda es'} lo más adecuado (${pieces}); añade o quita una capa según lo notes.`,
  combiner: {
    builtFrom: (n) => `Combinado a partir de ${n} de tus outfits con nota de 7 o más, tomando la prenda mejor puntuada de cada parte.`,
    harmony: (c) => `Juntos, los colores (${c}) armonizan según la misma medida que usan tus valoraciones.`,
    oneBaseOneAccent: 'Limita los colores a una base neutra y un solo acento.',
    fallback: {
      top: 'Tu parte de arriba mejor valorada',
      bottom: 'Tu pantalón o falda mejor valorados',
      footwear: 'Zapatos cuidados a la altura de la formalidad de la parte de arriba',
      accessories: 'Accesorios mínimos: un reloj o una sola joya',
    },
  },
};
