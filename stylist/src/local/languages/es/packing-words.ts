import type { PackingWords } from '../../chat/packing-types';
import { range, one } from '../../chat/packing-count';

const ES = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete'];
const ES_F = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete'];

export const packingWords: PackingWords = {
  lead: {
    weekend: 'Para un fin de semana, mete en la maleta {counts}, además de lo que llevas puesto en el viaje.',
    week: 'Para un viaje de una semana más o menos, mete en la maleta {counts}, además de lo que llevas puesto en el viaje.',
    long: 'Para dos semanas o más, mete en la maleta {counts}, además de lo que llevas puesto, y pon una lavadora a mitad del viaje.',
  },
  count: (slot, n) => {
    if (slot === 'tops') return `${range(n, ES_F, ' o ')} prenda${one(n) ? '' : 's'} de arriba`;
    if (slot === 'bottoms') return one(n) ? 'un pantalón o una falda' : `${range(n, ES, ' o ')} pantalones o faldas`;
    if (slot === 'shoes') return one(n) ? 'un par de zapatos' : `${range(n, ES, ' o ')} pares de zapatos`;
    return 'una chaqueta o un abrigo';
  },
  from: 'Empieza por estas prendas, todas de la misma gama de colores para que combinen entre sí: {items}.',
  exception: 'Si hay una noche especial, añade una prenda más arreglada.',
  climate: 'En esas fechas, las máximas rondan los {temp} °C.',
  counted: 'Para un viaje de {days}, mete en la maleta {counts}, además de lo que llevas puesto en el viaje.',
  span: ({ n, unit }) => {
    const noun = unit === 'days' ? ['día', 'días'] : ['noche', 'noches'];
    return n === 1 ? `${unit === 'days' ? 'un' : 'una'} ${noun[0]}` : `${n <= 10 ? ['', '', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'][n] : n} ${noun[1]}`;
  },
  wash: 'Pon una lavadora a mitad del viaje.',
};
