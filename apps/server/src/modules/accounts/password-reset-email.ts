import type { MessageLanguage } from '../../http/request-language';

// First-strong isolates: an account name or password (Latin) inside Arabic text keeps its own
// direction and does not reorder the words around it.
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The forgot-password e-mail (spec 4.5) in the language the member asked in. */
export function passwordResetEmail(args: {
  account: string;
  temporaryPassword: string;
  minutes: number;
  language: MessageLanguage;
}): { subject: string; body: string } {
  const { account, temporaryPassword, minutes } = args;
  if (args.language === 'en') {
    return {
      subject: 'Password reset',
      body: `Your temporary password for ${account} is ${temporaryPassword}. It works once, for ${minutes} minutes, and you will be asked to choose a new password. If you did not ask for this, ignore this message: your password is unchanged.`,
    };
  }
  return {
    subject: 'إعادة تعيين كلمة المرور',
    body: `كلمة المرور المؤقتة للحساب ${isolate(account)} هي ${isolate(temporaryPassword)}. تعمل مرة واحدة خلال ${minutes} دقيقة، وسيُطلب منك بعدها اختيار كلمة مرور جديدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة: كلمة مرورك لم تتغير.`,
  };
}
