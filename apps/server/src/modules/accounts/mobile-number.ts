/** '+971' or '971' and '501234567' -> '+971501234567': how a mobile is stored and addressed. */
export function fullMobile(dialingCode: string, number: string): string {
  return `+${dialingCode.replace(/^\+/, '')}${number}`;
}

export function normaliseDialingCode(dialingCode: string): string {
  return `+${dialingCode.replace(/^\+/, '')}`;
}

/** '+971 ****4567': enough for the owner to recognise the number, too little to learn it. */
export function maskMobile(mobile: string | null, dialingCode: string | null): string | null {
  if (!mobile || !dialingCode) return null;
  return `${dialingCode} ****${mobile.slice(-4)}`;
}
