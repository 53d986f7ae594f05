import type { MailCopy } from '../mail-copy';

/** Japanese e-mails: account mails, billing mails and "your data is ready". */
export const ja: MailCopy = {
  account: {
    greeting: '{name} さん',
    verifySubject: 'FitRater の確認コード',
    verifyBody: '次のコードでメールアドレスを確認し、アカウント作成を完了してください：',
    resetSubject: 'FitRater パスワード再設定コード',
    resetBody: '次のコードでパスワードを再設定してください：',
    codeExpiry: 'コードの有効期限は 10 分で、1 回のみ使用できます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。',
    welcomeSubject: 'FitRater へようこそ！',
    welcomeBody: 'アカウントの準備ができました。コーデを撮影するか説明し、シーンを選ぶと、数秒で AI が 10 点満点で評価してアドバイスします。',
    welcomeTip: 'ヒント：コーデをいくつか評価すると、あなただけのスタイル分析が見られるようになります。',
    signoff: 'FitRater チーム',
  },
  billing: {
    confirmationSubject: 'FitRater プレミアムのお支払いが確認されました',
    confirmationBody: 'ありがとうございます！{amount} のお支払いを受け付けました。プレミアムは {days} 日間、{date} まで有効です。',
    confirmationNote: '自動更新はありません。終了の 3 日前にお知らせします。返金は 7 日以内にリクエストできます。',
    reminderSubject: 'FitRater プレミアムはあと 3 日で終了します',
    reminderBody: 'プレミアム会員は {date} に終了します。{amount} で更新すると、月 100 回の評価とプレミアム機能を引き続き利用できます。',
    reminderNote: '更新しない場合は何もする必要はありません。その日にプレミアムが終了します。',
    expiredSubject: 'FitRater プレミアムが終了しました',
    expiredBody: 'プレミアム会員は {date} に終了し、無料プランに戻りました。{amount} でいつでも更新できます。',
    renewLink: 'プレミアムを更新',
  },
  export: {
    subject: 'FitRater のデータをダウンロードできます',
    body: 'ご依頼のデータのコピーができました。プロフィール、評価と結果、写真、シェアカード、クローゼット、チャットを 1 つの ZIP ファイルにまとめています。',
    note: '{date} までにログインしてプロフィールページからダウンロードしてください。その後は削除されます。いつでも新しく依頼できます。',
    link: 'プロフィールを開く',
  },
};
