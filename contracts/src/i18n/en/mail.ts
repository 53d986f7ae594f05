import type { MailCopy } from '../mail-copy';

/** English e-mails: account mails, billing mails and "your data is ready". */
export const en: MailCopy = {
  account: {
    greeting: 'Hi {name},',
    verifySubject: 'Your FitRater verification code',
    verifyBody: 'Use this code to verify your e-mail address and finish creating your account:',
    resetSubject: 'Your FitRater password reset code',
    resetBody: 'Use this code to reset your password:',
    codeExpiry: 'The code expires in 10 minutes and can be used once.',
    ignore: "If you didn't ask for this, you can ignore this e-mail.",
    welcomeSubject: 'Welcome to FitRater!',
    welcomeBody: 'Your account is ready. Snap or describe an outfit, pick the occasion, and get an AI rating out of 10 with feedback in seconds.',
    welcomeTip: 'Tip: rate a few outfits to unlock your personal style insights.',
    signoff: 'The FitRater team',
  },
  billing: {
    confirmationSubject: 'Your FitRater Premium payment is confirmed',
    confirmationBody: 'Thank you! We received your payment of {amount}. Premium is active for {days} days, until {date}.',
    confirmationNote: 'Nothing renews by itself: we will remind you 3 days before it ends. Refunds can be requested within 7 days.',
    reminderSubject: 'Your FitRater Premium ends in 3 days',
    reminderBody: 'Your premium membership ends on {date}. Renew for {amount} to keep 100 ratings a month and your premium features.',
    reminderNote: "Don't want to renew? Do nothing: premium simply ends on that date.",
    expiredSubject: 'Your FitRater Premium has ended',
    expiredBody: 'Your premium membership ended on {date}. You are back on the free plan; you can renew any time for {amount}.',
    renewLink: 'Renew premium',
  },
  export: {
    subject: 'Your FitRater data is ready to download',
    body: 'The copy of your data you asked for is ready: your profile, your ratings with their results, your photos, share cards, closet and chat, in one ZIP file.',
    note: 'Download it from your profile page while you are signed in, until {date}. After that it is deleted; you can ask for a new one at any time.',
    link: 'Open my profile',
  },
};
