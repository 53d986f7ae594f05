import type { RatingCopy } from '../types';

/** Spanish: the results screen's headlines and the occasion names (web and share card). */
export const es: RatingCopy = {
  headlines: {
    excellent: '¡Estilo excelente!',
    good: '¡Buen look!',
    improve: 'Hay margen de mejora',
  },
  everyday: 'Día a día',
  occasions: {
    casual: 'Informal',
    work: 'Trabajo',
    date: 'Cita',
    party: 'Fiesta',
    formal: 'Formal',
    workout: 'Entrenamiento',
    sports: 'Deportes',
    football: 'Fútbol',
    basketball: 'Baloncesto',
    tennis: 'Tenis',
    running: 'Correr',
    beach: 'Playa',
    hiking: 'Senderismo',
    wedding: 'Boda',
    graduation: 'Graduación',
    interview: 'Entrevista',
    brunch: 'Brunch',
    shopping: 'Compras',
    concert: 'Concierto',
    travel: 'Viaje',
    vacation: 'Vacaciones',
    church: 'Iglesia',
    school: 'Escuela',
    custom: 'Personalizada',
  },
};
