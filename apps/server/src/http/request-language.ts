/**
 * The language of the texts the server writes itself (sms codes, e-mails): the two the site ships,
 * Arabic (spec 1's default) and English.
 */
export type MessageLanguage = 'ar' | 'en';

/**
 * The language the visitor reads the site in, from the request's Accept-Language (the web sends
 * its page language with every call): Arabic when it is Arabic or not said, English for any other
 * language, as the web itself falls back to English for languages it has no texts in.
 */
export function requestLanguage(acceptLanguage: string | undefined): MessageLanguage {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === '' || first === '*' || first === 'ar' || first.startsWith('ar-')) return 'ar';
  return 'en';
}
