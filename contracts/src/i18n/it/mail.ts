import type { MailCopy } from '../mail-copy';

/** Italian e-mails: account mails, billing mails and "your data is ready". */
export const it: MailCopy = {
  account: {
    greeting: 'Ciao {name},',
    verifySubject: 'Il tuo codice di verifica FitRater',
    verifyBody: 'Usa questo codice per verificare il tuo indirizzo e-mail e completare la creazione dell’account:',
    resetSubject: 'Il tuo codice per reimpostare la password di FitRater',
    resetBody: 'Usa questo codice per reimpostare la password:',
    codeExpiry: 'Il codice scade tra 10 minuti e può essere usato una sola volta.',
    ignore: 'Se non l’hai richiesto tu, puoi ignorare questa e-mail.',
    welcomeSubject: 'Benvenuto su FitRater!',
    welcomeBody: 'Il tuo account è pronto. Fotografa o descrivi un outfit, scegli l’occasione e ricevi in pochi secondi un voto dell’IA su 10 con consigli.',
    welcomeTip: 'Suggerimento: valuta qualche outfit per sbloccare le tue analisi di stile personali.',
    signoff: 'Il team di FitRater',
  },
  billing: {
    confirmationSubject: 'Il tuo pagamento FitRater Premium è confermato',
    confirmationBody: 'Grazie! Abbiamo ricevuto il tuo pagamento di {amount}. Premium è attivo per {days} giorni, fino al {date}.',
    confirmationNote: 'Nulla si rinnova da solo: ti avviseremo 3 giorni prima della scadenza. Puoi chiedere un rimborso entro 7 giorni.',
    reminderSubject: 'Il tuo FitRater Premium scade tra 3 giorni',
    reminderBody: 'Il tuo abbonamento premium scade il {date}. Rinnova per {amount} per mantenere 100 valutazioni al mese e le funzioni premium.',
    reminderNote: 'Non vuoi rinnovare? Non fare nulla: premium terminerà semplicemente in quella data.',
    expiredSubject: 'Il tuo FitRater Premium è scaduto',
    expiredBody: 'Il tuo abbonamento premium è scaduto il {date}. Sei tornato al piano gratuito; puoi rinnovare quando vuoi per {amount}.',
    renewLink: 'Rinnova premium',
  },
  export: {
    subject: 'I tuoi dati FitRater sono pronti per il download',
    body: 'La copia dei tuoi dati che hai richiesto è pronta: profilo, valutazioni con i risultati, foto, card da condividere, armadio e chat, in un unico file ZIP.',
    note: 'Scaricala dal tuo profilo dopo aver effettuato l’accesso, entro il {date}. Poi viene eliminata; puoi richiederne una nuova in qualsiasi momento.',
    link: 'Apri il mio profilo',
  },
};
