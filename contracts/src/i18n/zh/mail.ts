import type { MailCopy } from '../mail-copy';

/** Chinese e-mails: account mails, billing mails and "your data is ready". */
export const zh: MailCopy = {
  account: {
    greeting: '{name}，你好：',
    verifySubject: '你的 FitRater 验证码',
    verifyBody: '请使用以下验证码验证你的邮箱并完成账户创建：',
    resetSubject: '你的 FitRater 密码重置验证码',
    resetBody: '请使用以下验证码重置密码：',
    codeExpiry: '验证码 10 分钟内有效，且只能使用一次。',
    ignore: '如果这不是你本人的操作，请忽略此邮件。',
    welcomeSubject: '欢迎加入 FitRater！',
    welcomeBody: '你的账户已准备就绪。拍下或描述一套穿搭，选择场合，几秒钟内即可获得 AI 给出的 10 分制评分和建议。',
    welcomeTip: '小贴士：多评几套穿搭，即可解锁你的个人风格洞察。',
    signoff: 'FitRater 团队',
  },
  billing: {
    confirmationSubject: '你的 FitRater 高级会员付款已确认',
    confirmationBody: '谢谢！我们已收到你支付的 {amount}。高级会员有效期 {days} 天，至 {date}。',
    confirmationNote: '不会自动续费：我们会在到期前 3 天提醒你。7 天内可申请退款。',
    reminderSubject: '你的 FitRater 高级会员将在 3 天后到期',
    reminderBody: '你的高级会员将于 {date} 到期。支付 {amount} 续费即可继续享受每月 100 次评分和全部高级功能。',
    reminderNote: '不想续费？无需任何操作，高级会员将在该日期自动结束。',
    expiredSubject: '你的 FitRater 高级会员已到期',
    expiredBody: '你的高级会员已于 {date} 到期，现已恢复为免费版。你可以随时支付 {amount} 续费。',
    renewLink: '续费高级会员',
  },
  export: {
    subject: '你的 FitRater 数据已可下载',
    body: '你申请的数据副本已准备好：个人资料、评分及结果、照片、分享卡片、衣橱和聊天记录，全部在一个 ZIP 文件中。',
    note: '请在 {date} 之前登录后从个人资料页面下载。之后文件将被删除；你可以随时重新申请。',
    link: '打开我的个人资料',
  },
};
