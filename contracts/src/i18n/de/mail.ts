import type { MailCopy } from '../mail-copy';

/** German e-mails: account mails, billing mails and "your data is ready". */
export const de: MailCopy = {
  account: {
    greeting: 'Hallo {name},',
    verifySubject: 'Ihr FitRater-Bestätigungscode',
    verifyBody: 'Mit diesem Code bestätigen Sie Ihre E-Mail-Adresse und schließen die Kontoerstellung ab:',
    resetSubject: 'Ihr Code zum Zurücksetzen des FitRater-Passworts',
    resetBody: 'Mit diesem Code setzen Sie Ihr Passwort zurück:',
    codeExpiry: 'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    welcomeSubject: 'Willkommen bei FitRater!',
    welcomeBody: 'Ihr Konto ist bereit. Fotografieren oder beschreiben Sie ein Outfit, wählen Sie den Anlass und erhalten Sie in Sekunden eine KI-Bewertung von 10 mit Feedback.',
    welcomeTip: 'Tipp: Bewerten Sie ein paar Outfits, um Ihre persönlichen Stil-Einblicke freizuschalten.',
    signoff: 'Ihr FitRater-Team',
  },
  billing: {
    confirmationSubject: 'Ihre Zahlung für FitRater Premium ist bestätigt',
    confirmationBody: 'Vielen Dank! Wir haben Ihre Zahlung über {amount} erhalten. Premium ist {days} Tage aktiv, bis zum {date}.',
    confirmationNote: 'Nichts verlängert sich automatisch: Wir erinnern Sie 3 Tage vor dem Ende. Eine Erstattung können Sie innerhalb von 7 Tagen anfordern.',
    reminderSubject: 'Ihr FitRater Premium endet in 3 Tagen',
    reminderBody: 'Ihre Premium-Mitgliedschaft endet am {date}. Verlängern Sie für {amount}, um 100 Bewertungen im Monat und Ihre Premium-Funktionen zu behalten.',
    reminderNote: 'Sie möchten nicht verlängern? Dann müssen Sie nichts tun: Premium endet einfach an diesem Tag.',
    expiredSubject: 'Ihr FitRater Premium ist abgelaufen',
    expiredBody: 'Ihre Premium-Mitgliedschaft ist am {date} abgelaufen. Sie nutzen wieder den kostenlosen Plan und können jederzeit für {amount} verlängern.',
    renewLink: 'Premium verlängern',
  },
  export: {
    subject: 'Ihre FitRater-Daten stehen zum Download bereit',
    body: 'Die angeforderte Kopie Ihrer Daten ist fertig: Ihr Profil, Ihre Bewertungen mit Ergebnissen, Ihre Fotos, Share-Karten, Ihr Kleiderschrank und Chat – in einer ZIP-Datei.',
    note: 'Laden Sie sie angemeldet in Ihrem Profil herunter, bis {date}. Danach wird sie gelöscht; Sie können jederzeit eine neue anfordern.',
    link: 'Zum Profil',
  },
};
