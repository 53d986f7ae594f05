import type { PackingWords } from '../../chat/packing-types';
import { range, one } from '../../chat/packing-count';

const FR = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept'];
const FR_F = ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept'];

export const packingWords: PackingWords = {
  lead: {
    weekend: 'Pour un week-end, prévoyez {counts}, en plus de la tenue que vous portez pour le voyage.',
    week: 'Pour un voyage d’une semaine environ, prévoyez {counts}, en plus de la tenue que vous portez pour le voyage.',
    long: 'Pour deux semaines ou plus, prévoyez {counts}, en plus de la tenue de voyage, et une lessive à mi-séjour.',
  },
  count: (slot, n) => {
    if (slot === 'tops') return `${range(n, FR, ' ou ')} haut${one(n) ? '' : 's'}`;
    if (slot === 'bottoms') return one(n) ? 'un pantalon ou une jupe' : `${range(n, FR, ' ou ')} pantalons ou jupes`;
    if (slot === 'shoes') return `${range(n, FR_F, ' ou ')} paire${one(n) ? '' : 's'} de chaussures`;
    return 'une veste ou un manteau';
  },
  from: 'Partez de ces pièces, toutes dans la même gamme de couleurs pour que tout se combine\u00a0: {items}.',
  exception: 'S’il y a une soirée, ajoutez une pièce plus habillée.',
  climate: 'À cette période, comptez des maximales d’environ {temp} °C.',
  counted: 'Pour {days}, prévoyez {counts}, en plus de la tenue que vous portez pour le voyage.',
  span: ({ n, unit }) => (n === 1 ? (unit === 'days' ? 'une journée' : 'une nuit') : `${n <= 10 ? ['', '', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'][n] : n} ${unit === 'days' ? 'jours' : 'nuits'}`),
  wash: 'Prévoyez une lessive à mi-séjour.',
};
