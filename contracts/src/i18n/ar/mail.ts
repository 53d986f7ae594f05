import type { AddressedMailCopy, MailCopy } from '../mail-copy';

/**
 * Arabic e-mails: account mails, billing mails and "your data is ready".
 * Written in the plural of politeness (استخدموا، حسابكم), the neutral form the stylist and the
 * notifications use by default, so a mail never assumes the member's gender. A member who chose a
 * form of address in settings gets the singular they chose (`forms`), as the stylist's answers do.
 */
/** The sentences that read the same to a man and a woman in the singular (unvocalised). */
const SINGULAR = {
  account: {
    verifySubject: 'رمز التحقق الخاص بك في FitRater',
    welcomeSubject: 'مرحبًا بك في FitRater!',
  },
  billing: {
    confirmationSubject: 'تم تأكيد دفعتك لاشتراك FitRater المميز',
    confirmationBody: 'شكرًا لك! استلمنا دفعتك بقيمة {amount}. العضوية المميزة فعّالة لمدة {days} يومًا حتى {date}.',
    confirmationNote: 'لا تتجدد العضوية تلقائيًا: سنذكّرك قبل انتهائها بثلاثة أيام، ويمكنك طلب استرداد المبلغ خلال 7 أيام.',
    reminderSubject: 'تنتهي عضويتك المميزة في FitRater بعد 3 أيام',
    expiredSubject: 'انتهت عضويتك المميزة في FitRater',
    expiredBody: 'انتهت عضويتك المميزة في {date}، وعاد حسابك إلى الخطة المجانية. يمكنك التجديد في أي وقت مقابل {amount}.',
  },
  export: {
    subject: 'بياناتك في FitRater جاهزة للتنزيل',
    body: 'نسخة البيانات التي طلبتها جاهزة: الملف الشخصي والتقييمات مع نتائجها والصور وبطاقات المشاركة والخزانة والمحادثات، في ملف ZIP واحد.',
    note: 'يمكنك تنزيلها من صفحة الملف الشخصي بعد تسجيل الدخول حتى {date}. بعد ذلك تُحذف، ويمكنك طلب نسخة جديدة في أي وقت.',
  },
} as const satisfies AddressedMailCopy;

const masculine: AddressedMailCopy = {
  account: {
    ...SINGULAR.account,
    verifyBody: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني وإكمال إنشاء حسابك:',
    resetBody: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور:',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
    welcomeBody: 'حسابك جاهز. التقط صورة لإطلالتك أو صِفها، واختر المناسبة، لتحصل خلال ثوانٍ على تقييم من 10 مع ملاحظات من الذكاء الاصطناعي.',
    welcomeTip: 'نصيحة: قيّم بضع إطلالات لتظهر لك تحليلات أسلوبك الشخصي.',
  },
  billing: {
    ...SINGULAR.billing,
    reminderBody: 'تنتهي عضويتك المميزة في {date}. جدّدها مقابل {amount} لتحتفظ بـ 100 تقييم شهريًا وبالميزات المميزة.',
    reminderNote: 'لا تريد التجديد؟ لا حاجة إلى أي إجراء: ستنتهي العضوية المميزة في ذلك التاريخ.',
  },
  export: SINGULAR.export,
};

const feminine: AddressedMailCopy = {
  account: {
    ...SINGULAR.account,
    verifyBody: 'استخدمي هذا الرمز لتأكيد بريدك الإلكتروني وإكمال إنشاء حسابك:',
    resetBody: 'استخدمي هذا الرمز لإعادة تعيين كلمة المرور:',
    ignore: 'إذا لم تطلبي ذلك، يمكنك تجاهل هذه الرسالة.',
    welcomeBody: 'حسابك جاهز. التقطي صورة لإطلالتك أو صِفيها، واختاري المناسبة، لتحصلي خلال ثوانٍ على تقييم من 10 مع ملاحظات من الذكاء الاصطناعي.',
    welcomeTip: 'نصيحة: قيّمي بضع إطلالات لتظهر لك تحليلات أسلوبك الشخصي.',
  },
  billing: {
    ...SINGULAR.billing,
    reminderBody: 'تنتهي عضويتك المميزة في {date}. جدّديها مقابل {amount} لتحتفظي بـ 100 تقييم شهريًا وبالميزات المميزة.',
    reminderNote: 'لا تريدين التجديد؟ لا حاجة إلى أي إجراء: ستنتهي العضوية المميزة في ذلك التاريخ.',
  },
  export: SINGULAR.export,
};

export const ar: MailCopy = {
  account: {
    greeting: 'مرحبًا {name}،',
    verifySubject: 'رمز التحقق الخاص بكم في FitRater',
    verifyBody: 'استخدموا هذا الرمز لتأكيد بريدكم الإلكتروني وإكمال إنشاء حسابكم:',
    resetSubject: 'رمز إعادة تعيين كلمة المرور في FitRater',
    resetBody: 'استخدموا هذا الرمز لإعادة تعيين كلمة المرور:',
    codeExpiry: 'تنتهي صلاحية الرمز خلال 10 دقائق ويمكن استخدامه مرة واحدة فقط.',
    ignore: 'إذا لم تطلبوا ذلك، يمكنكم تجاهل هذه الرسالة.',
    welcomeSubject: 'مرحبًا بكم في FitRater!',
    welcomeBody: 'حسابكم جاهز. التقطوا صورة لإطلالتكم أو صِفوها، واختاروا المناسبة، لتحصلوا خلال ثوانٍ على تقييم من 10 مع ملاحظات من الذكاء الاصطناعي.',
    welcomeTip: 'نصيحة: قيّموا بضع إطلالات لتظهر لكم تحليلات أسلوبكم الشخصي.',
    signoff: 'فريق FitRater',
  },
  billing: {
    confirmationSubject: 'تم تأكيد دفعتكم لاشتراك FitRater المميز',
    confirmationBody: 'شكرًا لكم! استلمنا دفعتكم بقيمة {amount}. العضوية المميزة فعّالة لمدة {days} يومًا حتى {date}.',
    confirmationNote: 'لا تتجدد العضوية تلقائيًا: سنذكّركم قبل انتهائها بثلاثة أيام، ويمكنكم طلب استرداد المبلغ خلال 7 أيام.',
    reminderSubject: 'تنتهي عضويتكم المميزة في FitRater بعد 3 أيام',
    reminderBody: 'تنتهي عضويتكم المميزة في {date}. جدّدوها مقابل {amount} لتحتفظوا بـ 100 تقييم شهريًا وبالميزات المميزة.',
    reminderNote: 'لا تريدون التجديد؟ لا حاجة إلى أي إجراء: ستنتهي العضوية المميزة في ذلك التاريخ.',
    expiredSubject: 'انتهت عضويتكم المميزة في FitRater',
    expiredBody: 'انتهت عضويتكم المميزة في {date}، وعاد حسابكم إلى الخطة المجانية. يمكنكم التجديد في أي وقت مقابل {amount}.',
    renewLink: 'تجديد العضوية المميزة',
  },
  export: {
    subject: 'بياناتكم في FitRater جاهزة للتنزيل',
    body: 'نسخة البيانات التي طلبتموها جاهزة: الملف الشخصي والتقييمات مع نتائجها والصور وبطاقات المشاركة والخزانة والمحادثات، في ملف ZIP واحد.',
    note: 'يمكنكم تنزيلها من صفحة الملف الشخصي بعد تسجيل الدخول حتى {date}. بعد ذلك تُحذف، ويمكنكم طلب نسخة جديدة في أي وقت.',
    link: 'فتح ملفي الشخصي',
  },
  forms: { masculine, feminine },
};
