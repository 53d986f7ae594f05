import type { MailCopy } from '../mail-copy';

/** French e-mails: account mails, billing mails and "your data is ready". */
export const fr: MailCopy = {
  account: {
    greeting: 'Bonjour {name},',
    verifySubject: 'Votre code de vérification FitRater',
    verifyBody: 'Utilisez ce code pour vérifier votre adresse e-mail et terminer la création de votre compte :',
    resetSubject: 'Votre code de réinitialisation du mot de passe FitRater',
    resetBody: 'Utilisez ce code pour réinitialiser votre mot de passe :',
    codeExpiry: 'Le code expire dans 10 minutes et ne peut être utilisé qu’une fois.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    welcomeSubject: 'Bienvenue sur FitRater !',
    welcomeBody: 'Votre compte est prêt. Photographiez ou décrivez une tenue, choisissez l’occasion et recevez en quelques secondes une note de l’IA sur 10, avec des conseils.',
    welcomeTip: 'Astuce : notez quelques tenues pour débloquer vos analyses de style personnalisées.',
    signoff: 'L’équipe FitRater',
  },
  billing: {
    confirmationSubject: 'Votre paiement FitRater Premium est confirmé',
    confirmationBody: 'Merci ! Nous avons reçu votre paiement de {amount}. Premium est actif pendant {days} jours, jusqu’au {date}.',
    confirmationNote: 'Rien ne se renouvelle tout seul : nous vous préviendrons 3 jours avant la fin. Un remboursement peut être demandé sous 7 jours.',
    reminderSubject: 'Votre FitRater Premium se termine dans 3 jours',
    reminderBody: 'Votre abonnement premium se termine le {date}. Renouvelez pour {amount} afin de garder 100 notes par mois et vos fonctions premium.',
    reminderNote: 'Vous ne souhaitez pas renouveler ? Ne faites rien : premium s’arrêtera simplement à cette date.',
    expiredSubject: 'Votre FitRater Premium est terminé',
    expiredBody: 'Votre abonnement premium s’est terminé le {date}. Vous revenez à l’offre gratuite ; vous pouvez renouveler à tout moment pour {amount}.',
    renewLink: 'Renouveler premium',
  },
  export: {
    subject: 'Vos données FitRater sont prêtes à être téléchargées',
    body: 'La copie de vos données que vous avez demandée est prête : votre profil, vos évaluations et leurs résultats, vos photos, cartes de partage, dressing et discussions, dans un seul fichier ZIP.',
    note: "Téléchargez-la depuis votre profil, une fois connecté, jusqu'au {date}. Elle est ensuite supprimée ; vous pouvez en demander une nouvelle à tout moment.",
    link: 'Ouvrir mon profil',
  },
};
