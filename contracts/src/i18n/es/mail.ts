import type { MailCopy } from '../mail-copy';

/** Spanish e-mails: account mails, billing mails and "your data is ready". */
export const es: MailCopy = {
  account: {
    greeting: 'Hola, {name}:',
    verifySubject: 'Tu código de verificación de FitRater',
    verifyBody: 'Usa este código para verificar tu correo y terminar de crear tu cuenta:',
    resetSubject: 'Tu código para restablecer la contraseña de FitRater',
    resetBody: 'Usa este código para restablecer tu contraseña:',
    codeExpiry: 'El código caduca en 10 minutos y solo puede usarse una vez.',
    ignore: 'Si no lo solicitaste, puedes ignorar este correo.',
    welcomeSubject: '¡Te damos la bienvenida a FitRater!',
    welcomeBody: 'Tu cuenta está lista. Fotografía o describe un conjunto, elige la ocasión y recibe en segundos una puntuación de la IA sobre 10 con comentarios.',
    welcomeTip: 'Consejo: valora algunos conjuntos para desbloquear tus análisis de estilo personales.',
    signoff: 'El equipo de FitRater',
  },
  billing: {
    confirmationSubject: 'Tu pago de FitRater Premium está confirmado',
    confirmationBody: '¡Gracias! Recibimos tu pago de {amount}. Premium está activo durante {days} días, hasta el {date}.',
    confirmationNote: 'Nada se renueva solo: te avisaremos 3 días antes de que termine. Puedes pedir un reembolso en un plazo de 7 días.',
    reminderSubject: 'Tu FitRater Premium termina en 3 días',
    reminderBody: 'Tu suscripción premium termina el {date}. Renueva por {amount} para conservar 100 valoraciones al mes y tus funciones premium.',
    reminderNote: '¿No quieres renovar? No hagas nada: premium terminará en esa fecha.',
    expiredSubject: 'Tu FitRater Premium ha terminado',
    expiredBody: 'Tu suscripción premium terminó el {date}. Vuelves al plan gratuito; puedes renovar cuando quieras por {amount}.',
    renewLink: 'Renovar premium',
  },
  export: {
    subject: 'Tus datos de FitRater están listos para descargar',
    body: 'La copia de tus datos que pediste está lista: tu perfil, tus valoraciones con sus resultados, tus fotos, tarjetas para compartir, armario y chat, en un único archivo ZIP.',
    note: 'Descárgala desde tu perfil con la sesión iniciada hasta el {date}. Después se elimina; puedes pedir una nueva cuando quieras.',
    link: 'Abrir mi perfil',
  },
};
