import type { StylingProse } from '../../styling/prose/types';
import { capitalise, lowerFirst } from '../../grammar/text';
import { NOUNS, grammar, withArticle } from './grammar';
import { romanceHead } from '../../grammar/nouns';

/** A kept piece with its article, when it is a garment this language names (an older rating may be in another language). */
const theKept = (d: string) => capitalise(romanceHead(d, NOUNS) ? withArticle(lowerFirst(d), true) : d);

export const es: StylingProse = {
  occasions: {
    'business-meeting': 'Una reunión premia la sastrería limpia y una paleta tranquila: que recuerden lo que dijiste, no lo que llevabas.',
    'casual-weekend': 'La ropa de fin de semana debe ser cómoda ante todo, pero una prenda pensada evita que parezca de estar por casa.',
    'date-night': 'Para una cita, ponte algo con lo que te sientas tú en un buen día, con un detalle que invite a un cumplido.',
    'wedding-guest': 'Un invitado se arregla por la pareja y nunca compite con la novia: nada de blanco ni nada estridente.',
    'job-interview': 'En una entrevista el outfit debe decir «fiable y preparado» y luego pasar desapercibido.',
    brunch: 'El brunch está entre lo informal y lo arreglado: formas relajadas en buenos tejidos.',
    'evening-party': 'Una fiesta es el lugar para la textura, el brillo o una prenda atrevida.',
    travel: 'La ropa de viaje debe ser cómoda durante horas, superponerse con facilidad y verse bien al llegar.',
    'gym-workout': 'La ropa de entrenamiento debe moverse contigo, evacuar el sudor y quedarse en su sitio.',
    'beach-pool': 'En la playa funcionan las capas ligeras y transpirables sobre el bañador, y una protección solar que parezca intencionada.',
    'formal-dinner': 'Una cena formal pide tus prendas más pulidas: colores oscuros y profundos y tejidos refinados.',
    'concert-festival': 'En un concierto o festival estás de pie, bailas y haces cola durante horas: lo que más importa son unos zapatos cómodos y un bolso que deje las manos libres.',
  },
  // The rate form's occasions the styling plans stand in for (church planned as a meeting): their own principle.
  standIns: {
    church: 'En la iglesia se va arreglado sin llamar la atención: hombros cubiertos, colores serenos y nada llamativo.',
    school: 'Para clase, ropa cómoda para un día largo y fácil de llevar, con una prenda cuidada que mantenga el look arreglado.',
    graduation: 'Una graduación es un día de ceremonia y fotos en familia: tus prendas más cuidadas y unos zapatos para estar de pie durante horas.',
    hiking: 'En una ruta de montaña, capas transpirables que sequen rápido y calzado con buen agarre: la comodidad y el tiempo van antes que la imagen.',
    vacation: 'La ropa de vacaciones debe ocupar poco y combinar con facilidad: tejidos transpirables, protección solar y una prenda que se arregle para la noche.',
  },
  weather: {
    'sunny-warm': 'Elige fibras naturales transpirables (algodón, lino) en colores claros que reflejen el sol, y añade gafas de sol.',
    'cool-breezy': 'Lleva una chaqueta ligera que puedas quitarte y calzado cerrado: el viento enfría más rápido de lo que crees.',
    rainy: 'La lluvia pide una capa exterior resistente al agua y un calzado que no se empape; el ante y la lona se quedan en casa.',
    'cold-winter': 'Con frío, cubre por completo piernas y pies, lleva un abrigo cálido y superpón punto para adaptarte en interiores.',
    'hot-humid': 'La humedad hace que cada capa pese más: lino y algodón amplios y ligeros, sin chaqueta, y colores que no marquen el sudor.',
    'mild-spring': 'Los días templados piden una sola capa ligera, como una gabardina o una rebeca, sobre un outfit que funcione sin ella.',
  },
  bodyTypes: {
    petite: 'Mantén proporciones compactas: tiro alto, chaquetas cortas o entalladas y un mismo color de la cintura al zapato para alargar la línea. Los abrigos muy largos y las prendas oversize pueden engullir una figura menuda.',
    tall: 'Puedes llevar abrigos largos, pantalones anchos y proporciones atrevidas. Cortar el outfit con un cinturón en contraste o la parte de arriba metida evita que una figura larga parezca estirada.',
    curvy: 'Marca la cintura: formas cruzadas, capas con cinturón y tops entallados siguen tus curvas. Los tejidos con caída sientan mejor que los rígidos.',
    athletic: 'Una caída suave y volumen abajo (faldas en A, pantalones anchos) dan forma; un escote en V o un cuello abierto equilibra unos hombros anchos.',
    'plus-size': 'La estructura bien ajustada favorece más que las capas sueltas: una chaqueta larga, un hombro definido y una sola historia de color dan una línea larga y segura.',
    pear: 'Lleva la mirada hacia arriba con detalles o color arriba (cuellos, tonos más claros) y mantén la parte de abajo más oscura y limpia, en A o de pierna ancha para equilibrar las caderas.',
    apple: 'Crea líneas verticales: escotes en V, chaquetas abiertas y capas largas alargan el torso; los pantalones rectos o anchos equilibran la silueta.',
    hourglass: 'Sigue tu cintura natural: prendas entalladas y con cinturón, formas cruzadas y tiro alto mantienen a la vista tus proporciones equilibradas.',
    rectangle: 'Crea forma con contraste: un cinturón, un peplum, volumen abajo o estructura en los hombros sugieren una cintura.',
  },
  generalBody: 'Elige prendas que te queden bien de hombros y cintura; un buen bajo en pantalones y mangas cambia más que cualquier tendencia.',
  activeCold: 'Con frío, vístete para el esfuerzo con una primera capa térmica de manga larga, unas mallas largas o un pantalón de chándal y una chaqueta cortavientos ligera, más guantes y gorro que puedas quitarte en cuanto entres en calor.',
  noWeather: 'No se indicó el clima, así que se supone un día templado.',
  accentPalette: (b, s, a) => `Los colores son una base de ${b} y ${s} con ${a} como único acento, una combinación que resulta pensada y no recargada.`,
  calmPalette: (b, s) => `Los colores son una paleta tranquila de ${b} y ${s} que deja hablar al corte y al tejido.`,
  advice: {
    parts: { top: 'parte de arriba', bottom: 'parte de abajo', footwear: 'calzado', accessories: 'accesorios' },
    keep: (d, s) => {
      const a = grammar.agreement(d);
      return `${theKept(d)} ${a.plural ? 'obtuvieron' : 'obtuvo'} ${s}, una de las partes más fuertes del outfit: no ${a.plural ? (a.gender === 'f' ? 'las' : 'los') : a.gender === 'f' ? 'la' : 'lo'} cambies.`;
    },
    keepRecommendation: (p) => `Mantén ${grammar.agreement(p).plural ? 'tus' : 'tu'} ${p} ${grammar.agreement(p).plural ? 'actuales' : 'actual'}.`,
    // The piece is the subject, as in keep(): "Esta parte obtuvo 5,3: camiseta gris." read as a form label.
    low: (s, d) => {
      if (!romanceHead(d, NOUNS)) return `Esta parte (${lowerFirst(d)}) obtuvo ${s} y baja la nota del outfit.`;
      const plural = grammar.agreement(d).plural;
      return `${theKept(d)} ${plural ? 'obtuvieron' : 'obtuvo'} ${s} y ${plural ? 'bajan' : 'baja'} la nota del outfit.`;
    },
    tryThis: (r) => `Prueba ${withArticle(r, false)}.`,
    notVisible: 'Esta parte no se veía ni se describía, así que no se pudo valorar.',
    ifYouAdd: (r, part) => `${part === 'accessories' ? 'Si añades un accesorio' : 'Para completar el conjunto'}, ${withArticle(r, false)} ${grammar.agreement(r).plural ? 'encajan' : 'encaja'} con la ocasión.`,
    scored: (s) => `Tu outfit obtuvo ${s}.`,
    allKept: 'Todo funciona; cambia solo los detalles.',
    keptButTogether: 'Cada prenda funciona por sí sola; lo que frena el look es cómo combinan entre sí, así que empieza por el consejo de la valoración.',
    keepSome: (n) => `Mantén ${n === 1 ? 'la parte que puntuó' : `las ${['dos', 'tres'][n - 2] ?? n} partes que puntuaron`} bien y cambia el resto como se sugiere.`,
    startFresh: 'Empieza por las prendas sugeridas: están elegidas para funcionar juntas.',
  },

};
