import type { MessageLanguage } from '../../http/request-language';

/**
 * The SMS with a verification code: short (one SMS segment even in Arabic, 70 UCS-2 characters),
 * the code first so phones can offer to copy it, in the language the user reads the site in.
 */
export function verificationSmsText(code: string, minutes: number, language: MessageLanguage): string {
  if (language === 'en') return `Your verification code is ${code}. It expires in ${minutes} minutes.`;
  return `رمز التحقق: ${code}. صالح لمدة ${minutes} دقائق.`;
}
