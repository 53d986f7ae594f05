import type { MailCopy } from './types';

/**
 * Arabic e-mails: account mails, billing mails and "your data is ready".
 * Written in the plural of politeness (استخدموا، حسابكم), the neutral form the stylist and the
 * notifications use by default, so a mail never assumes the member's gender.
 */
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
};
