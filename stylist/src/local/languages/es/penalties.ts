import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: 'Resto puntos por el estado de la ropa: manchas, roces, arrugas o desgaste se notan enseguida.',
  fit: 'Resto puntos por el ajuste: lo holgado o demasiado ajustado estropea hasta la mejor prenda; un arreglo o otra talla lo soluciona.',
  weather: 'Resto puntos por el tiempo que mencionas: algunas prendas no van con él.',
  overload: 'Resto puntos por demasiadas prendas protagonistas a la vez: deja que una destaque y calma el resto.',
  sportMix: 'Resto puntos por mezclar prendas deportivas con un look de vestir: la ropa de gimnasio rompe un conjunto arreglado.',
  coverage: 'Resto puntos por lo que queda al descubierto: el abdomen o los hombros al aire, o un bajo muy corto, enseñan más de lo que pide la ocasión.',
  colourUnderBlack: 'Resto puntos por llevar con un traje negro unos zapatos que no son negros: un traje negro pide zapatos negros, y el marrón o cualquier otro cuero bajo él parte el conjunto en dos.',
  blackUnderEarth: 'Resto puntos por los zapatos negros de vestir con un pantalón en tonos tierra: el oliva, el caqui o el beis piden cuero marrón, y el negro resulta duro y demasiado formal a su lado.',
  loungeSuitAtBlackTie: 'Resto puntos por un traje de calle en un evento de etiqueta: el código pide esmoquin con pajarita, o un vestido largo de noche; un traje oscuro con corbata se queda un escalón por debajo.',
  openCollarAtBlackTie: 'Resto puntos por un traje de oficina sin corbata en un evento de etiqueta: el código pide esmoquin con pajarita, o un vestido largo de noche, y el cuello abierto se sale claramente de él.',
  patternClash: 'Resto puntos por estampados que compiten: dos prendas estampadas se disputan la mirada; deja que mande uno y lleva el resto liso.',
  printAtBlackTie: 'Resto puntos por una camisa estampada en un evento de etiqueta: el código pide una camisa blanca lisa; las rayas y los cuadros son de oficina.',
  loudPrint: 'Resto puntos por un estampado llamativo en una ocasión discreta: el leopardo, la cebra o el camuflaje le roban el protagonismo a la ocasión; un funeral, una misa o una entrevista piden prendas lisas en tonos oscuros o neutros.',
  denimOnTrail: 'Resto puntos por llevar vaqueros al monte: pesan, rozan al subir y, si se mojan, enfrían y tardan mucho en secarse; un pantalón de trekking elástico y de secado rápido está hecho para eso.',
  openShoesOnTrail: 'Resto puntos por llevar calzado abierto al monte: chanclas y sandalias no agarran en el terreno suelto, no sujetan el tobillo y dejan los dedos al descubierto; unas zapatillas o botas de montaña son lo único imprescindible.',
  canvasInRain: 'Resto puntos por llevar calzado de lona con la lluvia que mencionas: la lona se empapa en minutos y no se seca; unas botas de piel o un calzado impermeable mantienen los pies secos.',
};
