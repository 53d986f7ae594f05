import type { RatingCopy } from '../types';

/** Portuguese: the results screen's headlines and the occasion names (web and share card). */
export const pt: RatingCopy = {
  headlines: {
    excellent: 'Estilo excelente!',
    good: 'Belo visual!',
    improve: 'Dá para melhorar',
  },
  everyday: 'Dia a dia',
  occasions: {
    casual: 'Casual',
    work: 'Trabalho',
    date: 'Encontro',
    party: 'Festa',
    formal: 'Formal',
    workout: 'Treino',
    sports: 'Esportes',
    football: 'Futebol',
    basketball: 'Basquete',
    tennis: 'Tênis',
    running: 'Corrida',
    beach: 'Praia',
    hiking: 'Trilha',
    wedding: 'Casamento',
    graduation: 'Formatura',
    interview: 'Entrevista',
    brunch: 'Brunch',
    shopping: 'Compras',
    concert: 'Show',
    travel: 'Viagem',
    vacation: 'Férias',
    church: 'Igreja',
    school: 'Escola',
    custom: 'Personalizada',
  },
};
