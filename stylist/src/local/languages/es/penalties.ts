import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: 'Resto puntos por el estado de la ropa: manchas, roces, arrugas o desgaste se notan enseguida.',
  fit: 'Resto puntos por el ajuste: lo holgado o demasiado ajustado estropea hasta la mejor prenda; un arreglo o otra talla lo soluciona.',
  weather: 'Resto puntos por el tiempo que mencionas: algunas prendas no van con él.',
  overload: 'Resto puntos por demasiadas prendas protagonistas a la vez: deja que una destaque y calma el resto.',
  sportMix: 'Resto puntos por mezclar prendas deportivas con un look de vestir: la ropa de gimnasio descompone un conjunto arreglado.',
  coverage: 'Resto puntos por lo que queda al descubierto: el abdomen o los hombros al aire, o un bajo muy corto, enseñan más de lo que pide la ocasión.',
};
