import { normalisePassword } from '@platform/contracts/password-rule';

/**
 * The most common passwords: the 49,233 of the kept zxcvbn-ts "passwords-common" dictionary (the
 * passwords used more than ten times in Mark Burnett's ten-million-password corpus; decision
 * 0026), lower-cased in a Set built once, on the first check: decompressing it takes about 100 ms
 * that start-up need not pay.
 */
let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Whether the password, normalised and in any case, is one of the most common. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(normalisePassword(password).toLowerCase());
}
