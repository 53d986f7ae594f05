import type { MailCopy } from './types';

/** German e-mails: account mails, billing mails and "your data is ready". */
export const de: MailCopy = {
  account: {
    greeting: 'Hallo {name},',
    verifySubject: 'Dein FitRater-Bestätigungscode',
    verifyBody: 'Mit diesem Code bestätigst du deine E-Mail-Adresse und schließt die Kontoerstellung ab:',
    resetSubject: 'Dein Code zum Zurücksetzen des FitRater-Passworts',
    resetBody: 'Mit diesem Code setzt du dein Passwort zurück:',
    codeExpiry: 'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    welcomeSubject: 'Willkommen bei FitRater!',
    welcomeBody: 'Dein Konto ist bereit. Fotografiere oder beschreibe ein Outfit, wähle den Anlass und erhalte in Sekunden eine KI-Bewertung von 10 mit Feedback.',
    welcomeTip: 'Tipp: Bewerte ein paar Outfits, um deine persönlichen Stil-Einblicke freizuschalten.',
    signoff: 'Dein FitRater-Team',
  },
  billing: {
    confirmationSubject: 'Deine Zahlung für FitRater Premium ist bestätigt',
    confirmationBody: 'Danke! Wir haben deine Zahlung über {amount} erhalten. Premium ist {days} Tage aktiv, bis zum {date}.',
    confirmationNote: 'Nichts verlängert sich automatisch: Wir erinnern dich 3 Tage vor dem Ende. Eine Erstattung kannst du innerhalb von 7 Tagen anfordern.',
    reminderSubject: 'Dein FitRater Premium endet in 3 Tagen',
    reminderBody: 'Deine Premium-Mitgliedschaft endet am {date}. Verlängere für {amount}, um 100 Bewertungen im Monat und deine Premium-Funktionen zu behalten.',
    reminderNote: 'Du möchtest nicht verlängern? Dann tu nichts: Premium endet einfach an diesem Tag.',
    expiredSubject: 'Dein FitRater Premium ist abgelaufen',
    expiredBody: 'Deine Premium-Mitgliedschaft ist am {date} abgelaufen. Du nutzt wieder den kostenlosen Plan und kannst jederzeit für {amount} verlängern.',
    renewLink: 'Premium verlängern',
  },
  export: {
    subject: 'Deine FitRater-Daten stehen zum Download bereit',
    body: 'Die angeforderte Kopie deiner Daten ist fertig: dein Profil, deine Bewertungen mit Ergebnissen, deine Fotos, Share-Karten, dein Kleiderschrank und Chat – in einer ZIP-Datei.',
    note: 'Lade sie angemeldet in deinem Profil herunter, bis {date}. Danach wird sie gelöscht; du kannst jederzeit eine neue anfordern.',
    link: 'Mein Profil öffnen',
  },
};
