/**
 * The SMS with a verification code: short (one SMS segment even in Arabic, 70 UCS-2 characters),
 * the code first so phones can offer to copy it. Arabic unless the user reads English.
 */
export function verificationSmsText(code: string, minutes: number, language?: string): string {
  if (language?.toLowerCase().startsWith('en'))
    return `Your verification code is ${code}. It expires in ${minutes} minutes.`;
  return `رمز التحقق: ${code}. صالح لمدة ${minutes} دقائق.`;
}
