import type { MailCopy } from '../mail-copy';

/** Portuguese e-mails: account mails, billing mails and "your data is ready". */
export const pt: MailCopy = {
  account: {
    greeting: 'Olá, {name},',
    verifySubject: 'Seu código de verificação do FitRater',
    verifyBody: 'Use este código para verificar seu e-mail e concluir a criação da sua conta:',
    resetSubject: 'Seu código para redefinir a senha do FitRater',
    resetBody: 'Use este código para redefinir sua senha:',
    codeExpiry: 'O código expira em 10 minutos e só pode ser usado uma vez.',
    ignore: 'Se você não fez esta solicitação, ignore este e-mail.',
    welcomeSubject: 'Boas-vindas ao FitRater!',
    welcomeBody: 'Sua conta está pronta. Fotografe ou descreva um look, escolha a ocasião e receba em segundos uma nota da IA de 0 a 10 com comentários.',
    welcomeTip: 'Dica: avalie alguns looks para desbloquear suas análises de estilo personalizadas.',
    signoff: 'Equipe FitRater',
  },
  billing: {
    confirmationSubject: 'Seu pagamento do FitRater Premium foi confirmado',
    confirmationBody: 'Obrigado! Recebemos seu pagamento de {amount}. O premium está ativo por {days} dias, até {date}.',
    confirmationNote: 'Nada é renovado sozinho: vamos lembrar você 3 dias antes do fim. Reembolsos podem ser pedidos em até 7 dias.',
    reminderSubject: 'Seu FitRater Premium termina em 3 dias',
    reminderBody: 'Sua assinatura premium termina em {date}. Renove por {amount} para manter 100 avaliações por mês e seus recursos premium.',
    reminderNote: 'Não quer renovar? Não faça nada: o premium simplesmente termina nessa data.',
    expiredSubject: 'Seu FitRater Premium terminou',
    expiredBody: 'Sua assinatura premium terminou em {date}. Você voltou ao plano gratuito; pode renovar quando quiser por {amount}.',
    renewLink: 'Renovar premium',
  },
  export: {
    subject: 'Os seus dados do FitRater estão prontos para transferir',
    body: 'A cópia dos seus dados que pediu está pronta: o seu perfil, as suas avaliações com os resultados, as suas fotos, cartões de partilha, armário e chat, num único ficheiro ZIP.',
    note: 'Transfira-a a partir do seu perfil, com sessão iniciada, até {date}. Depois é eliminada; pode pedir uma nova a qualquer momento.',
    link: 'Abrir o meu perfil',
  },
};
