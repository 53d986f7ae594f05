import type { VisionWords } from '../../i18n/vision-types';

export const es: VisionWords = {
  parts: { top: 'parte de arriba', bottom: 'parte de abajo', onePiece: 'prenda de una pieza', footwear: 'calzado', accessory: 'accesorio' },
  zones: { head: 'cabeza', neck: 'cuello', wrists: 'muñecas' },
  phrases: {
    'vision.pieces': ['En la foto veo: {pieces}.', 'Lo que muestra la foto: {pieces}.'],
    'vision.anchor': ['{dark} ancla {light}.', '{dark} da peso frente a {light}, más clara.'],
    'vision.tonal': ['{top} y {bottom} tienen un tono muy parecido: el conjunto se lee como un bloque.', 'Arriba y abajo ({top}, {bottom}) tienen casi la misma luminosidad.'],
    'vision.contrast': ['{top} frente a {bottom} da un contraste claro y equilibrado.', '{top} y {bottom} se distinguen bien sin competir.'],
    'vision.onePiece': ['{piece} va de los hombros al bajo en un solo color y sostiene todo el look.', 'Un solo color de arriba abajo ({piece}) crea una línea larga y limpia.'],
    'vision.shoesEcho': ['{shoes}: repite un color del conjunto y lo une.', '{shoes}: hace eco del conjunto y cierra el look.'],
    'vision.shoesApart': ['{shoes}: aporta un color propio.', '{shoes}: se separa del resto de la paleta.'],
    'vision.accessory': ['Un acento {colour} en {zone} añade un detalle final.', 'Hay un toque {colour} en {zone}.'],
    'vision.several': ['Hay varias personas en la foto; he valorado a la del centro.', 'Aparecen varias personas, así que juzgué a la más central.'],
    'vision.none': ['No encontré a ninguna persona en la foto, así que no pude localizar las prendas.', 'No se ve a nadie en esta foto; las prendas no se pueden medir.'],
    'vision.seated': ['Estás sentado o inclinado, así que largos y proporciones se leen peor.'],
    'quality.feetCut': ['Los pies quedan fuera del encuadre, así que el calzado no se puede valorar.', 'El calzado queda cortado en el borde de la foto.'],
    'quality.personSmall': ['Ocupas solo una pequeña parte de la imagen, así que los detalles se ven mal.'],
    'comp.seen': ['{piece}: {colours}.', 'Medido: {colours}.'],
    'comp.noPerson': ['No hay ninguna persona en la foto, así que no se valora.'],
    'comp.notInFrame': ['Fuera del encuadre, así que no se valora.', 'No sale en la foto; sin puntuación.'],
    'comp.noAccessory': ['No se distingue ningún accesorio en la foto, así que no se valora.'],
    'limits.visionOnly': ['Sin descripción valoro lo que muestra la foto: el color de cada prenda y cómo combinan; nombra las prendas para consejos más concretos.'],
    'sugg.fullBody': ['aléjate para salir de la cabeza a los zapatos', 'haz una foto de cuerpo entero con el calzado visible'],
    'refused.explicit': ['No podemos valorar esta foto: parece contenido explícito. Sube una foto de tu outfit.'],
  },
};
