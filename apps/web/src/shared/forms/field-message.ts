/** An error as a translation key and its values, so it re-renders in a newly chosen language. */
export type FieldMessage = { key: string; values?: Record<string, string> };

/** What a rule finds wrong with a field: one message, or several (each picked file, say). */
export type FieldMessages = FieldMessage | readonly FieldMessage[];

/**
 * react-hook-form keeps an error's message as a string; the kit stores the translation key and its
 * values in it, so the text is only made at render time, in the language then chosen.
 */
export function encodeFieldMessages(messages: FieldMessages): string {
  if (!Array.isArray(messages)) {
    const single = messages as FieldMessage;
    return single.values ? JSON.stringify(single) : single.key;
  }
  return JSON.stringify(messages);
}

export function decodeFieldMessages(text: string | undefined): FieldMessage[] {
  if (!text) return [];
  if (!text.startsWith('{') && !text.startsWith('[')) return [{ key: text }];
  const parsed = JSON.parse(text) as FieldMessage | FieldMessage[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** Spec 5.3: required fields are trimmed first; blank means missing. */
export function requiredMessage(value: string): FieldMessage | undefined {
  return value.trim() === '' ? { key: 'input_required' } : undefined;
}
