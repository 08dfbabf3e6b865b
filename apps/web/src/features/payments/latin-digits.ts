const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Arabic keyboards type Arabic-Indic digits (٠١٢ or ۰۱۲) and the Arabic decimal separator (٫);
 * amounts, account numbers and payment passwords go to the server in Latin digits, so they are
 * turned into those as they are typed.
 */
export function latinDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC, (d) => String((d.charCodeAt(0) - (d >= '\u06F0' ? 0x06f0 : 0x0660)) % 10))
    .replace(/\u066B/g, '.');
}

/** A payment password as typed: Latin digits only. */
export function paymentDigits(text: string): string {
  return latinDigits(text).replace(/\D/g, '');
}
