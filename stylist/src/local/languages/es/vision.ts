import type { VisionWords } from '../../i18n/vision-types';

export const es: VisionWords = {
  parts: { top: 'parte de arriba {colour}', bottom: 'parte de abajo {colour}', onePiece: 'conjunto', footwear: 'zapatos', accessory: 'accesorio' },
  zones: { head: 'la cabeza', neck: 'el cuello', wrists: 'las muñecas' },
  phrases: {
    'vision.pieces': ['En la foto veo {pieces}.', 'La foto muestra {pieces}.'],
    'vision.anchor': ['{#dark} {ancla|anclan:dark} {#light}.', '{#dark} {equilibra|equilibran:dark} {#light}, más {claro|clara|claros|claras:light}.'],
    'vision.tonal': ['{#top} y {#bottom} tienen un tono muy parecido: el conjunto se lee como un solo bloque.', '{#top} y {#bottom} tienen casi la misma luminosidad, lo que alarga la silueta.'],
    'vision.contrast': ['Entre {#top} y {#bottom} hay un contraste claro y equilibrado.', '{#top} y {#bottom} se distinguen bien sin competir.'],
    'vision.onePiece': ['{#piece} va de los hombros al bajo sin cortes y sostiene toda la silueta.', 'Con {#piece}, un solo color va del escote al bajo y crea una línea larga y limpia.'],
    'vision.shoesEcho': ['{#shoes} {repite|repiten:shoes} un color del conjunto y lo {une|unen:shoes}.', '{#shoes} {hace|hacen:shoes} eco del conjunto y {cierra|cierran:shoes} el look.'],
    'vision.shoesApart': ['{#shoes} {aporta|aportan:shoes} un color propio.', '{#shoes} se {separa|separan:shoes} del resto de la paleta.'],
    'vision.accessory': ['Un acento {colour} en {zone} añade un detalle final.', 'Hay un toque {colour} en {zone}.'],
    'vision.several': ['En la foto aparecen otras personas; he valorado a la del centro.', 'Aparecen varias personas, así que he valorado a la más centrada.'],
    'vision.none': ['No he encontrado a ninguna persona en la foto, así que no hay ningún look que medir.', 'No se ve a nadie en esta foto; las prendas no se pueden medir.'],
    'vision.seated': ['Con la postura sentada o inclinada, los largos y las proporciones se aprecian peor.'],
    'quality.feetCut': ['No te veo los pies, así que el calzado no se valora.', 'El calzado queda cortado en el borde de la foto, así que no se valora.'],
    'quality.personSmall': ['Ocupas solo una pequeña parte de la imagen, así que los detalles apenas se ven.'],
    'comp.seen': ['En {#piece} he medido {colours}.'],
    'comp.seenLower': ['En la parte de abajo de {#piece} he medido {colours}.'],
    'comp.noPerson': ['No hay ninguna persona en la foto, así que esta parte no se valora.'],
    'comp.notInFrame': ['Esta parte queda fuera del encuadre, así que no se valora.', 'Esta parte no sale en la foto, así que no tiene puntuación.'],
    'comp.noAccessory': ['No se distingue ningún accesorio en la foto, así que no se valora.'],
    'limits.visionOnly': ['Sin descripción valoro lo que muestra la foto: el color de cada prenda y cómo combinan; nombra las prendas para consejos más concretos.'],
    'sugg.fullBody': ['aléjate un poco para salir de la cabeza a los pies', 'haz una foto de cuerpo entero con el calzado a la vista'],
    'refused.explicit': ['No podemos valorar esta foto: parece contenido explícito. Sube una foto de tu outfit.'],
  },
};
