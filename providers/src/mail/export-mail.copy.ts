import type { Language } from '@fitrater/contracts';

/** "Your data is ready" in all ten languages. {date}: until when the archive can be downloaded (UTC). */
export interface ExportMailCopy {
  subject: string;
  body: string;
  note: string;
  link: string;
}

export const EXPORT_MAIL_COPY: Record<Language, ExportMailCopy> = {
  en: {
    subject: 'Your FitRater data is ready to download',
    body: 'The copy of your data you asked for is ready: your profile, your ratings with their results, your photos, share cards, closet and chat, in one ZIP file.',
    note: 'Download it from your profile page while you are signed in, until {date}. After that it is deleted; you can ask for a new one at any time.',
    link: 'Open my profile',
  },
  es: {
    subject: 'Tus datos de FitRater están listos para descargar',
    body: 'La copia de tus datos que pediste está lista: tu perfil, tus valoraciones con sus resultados, tus fotos, tarjetas para compartir, armario y chat, en un único archivo ZIP.',
    note: 'Descárgala desde tu perfil con la sesión iniciada hasta el {date}. Después se elimina; puedes pedir una nueva cuando quieras.',
    link: 'Abrir mi perfil',
  },
  fr: {
    subject: 'Vos données FitRater sont prêtes à être téléchargées',
    body: 'La copie de vos données que vous avez demandée est prête : votre profil, vos évaluations et leurs résultats, vos photos, cartes de partage, dressing et discussions, dans un seul fichier ZIP.',
    note: "Téléchargez-la depuis votre profil, une fois connecté, jusqu'au {date}. Elle est ensuite supprimée ; vous pouvez en demander une nouvelle à tout moment.",
    link: 'Ouvrir mon profil',
  },
  de: {
    subject: 'Deine FitRater-Daten stehen zum Download bereit',
    body: 'Die angeforderte Kopie deiner Daten ist fertig: dein Profil, deine Bewertungen mit Ergebnissen, deine Fotos, Share-Karten, dein Kleiderschrank und Chat – in einer ZIP-Datei.',
    note: 'Lade sie angemeldet in deinem Profil herunter, bis {date}. Danach wird sie gelöscht; du kannst jederzeit eine neue anfordern.',
    link: 'Mein Profil öffnen',
  },
  it: {
    subject: 'I tuoi dati FitRater sono pronti per il download',
    body: 'La copia dei tuoi dati che hai richiesto è pronta: profilo, valutazioni con i risultati, foto, card da condividere, armadio e chat, in un unico file ZIP.',
    note: 'Scaricala dal tuo profilo dopo aver effettuato l’accesso, entro il {date}. Poi viene eliminata; puoi richiederne una nuova in qualsiasi momento.',
    link: 'Apri il mio profilo',
  },
  pt: {
    subject: 'Os seus dados do FitRater estão prontos para transferir',
    body: 'A cópia dos seus dados que pediu está pronta: o seu perfil, as suas avaliações com os resultados, as suas fotos, cartões de partilha, armário e chat, num único ficheiro ZIP.',
    note: 'Transfira-a a partir do seu perfil, com sessão iniciada, até {date}. Depois é eliminada; pode pedir uma nova a qualquer momento.',
    link: 'Abrir o meu perfil',
  },
  zh: {
    subject: '你的 FitRater 数据已可下载',
    body: '你申请的数据副本已准备好：个人资料、评分及结果、照片、分享卡片、衣橱和聊天记录，全部在一个 ZIP 文件中。',
    note: '请在 {date} 之前登录后从个人资料页面下载。之后文件将被删除；你可以随时重新申请。',
    link: '打开我的个人资料',
  },
  ja: {
    subject: 'FitRater のデータをダウンロードできます',
    body: 'ご依頼のデータのコピーができました。プロフィール、評価と結果、写真、シェアカード、クローゼット、チャットを 1 つの ZIP ファイルにまとめています。',
    note: '{date} までにログインしてプロフィールページからダウンロードしてください。その後は削除されます。いつでも新しく依頼できます。',
    link: 'プロフィールを開く',
  },
  ko: {
    subject: 'FitRater 데이터를 다운로드할 수 있습니다',
    body: '요청하신 데이터 사본이 준비되었습니다. 프로필, 평가와 결과, 사진, 공유 카드, 옷장과 채팅을 하나의 ZIP 파일에 담았습니다.',
    note: '{date}까지 로그인한 상태로 프로필 페이지에서 다운로드하세요. 그 후에는 삭제되며, 언제든지 새로 요청할 수 있습니다.',
    link: '내 프로필 열기',
  },
  ar: {
    subject: 'بياناتك في FitRater جاهزة للتنزيل',
    body: 'نسخة بياناتك التي طلبتها جاهزة: ملفك الشخصي وتقييماتك مع نتائجها وصورك وبطاقات المشاركة وخزانتك والمحادثات، في ملف ZIP واحد.',
    note: 'نزّلها من صفحة ملفك الشخصي بعد تسجيل الدخول حتى {date}. بعد ذلك تُحذف، ويمكنك طلب نسخة جديدة في أي وقت.',
    link: 'فتح ملفي الشخصي',
  },
};
