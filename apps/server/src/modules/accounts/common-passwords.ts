import { normalisePassword } from '@platform/contracts/password-rule';

/**
 * The most common passwords (49,233 of them, from the kept zxcvbn-ts "passwords-common"
 * dictionary, itself drawn from published breach corpora), lower-cased in a Set built once, on
 * the first check: decompressing it takes about 100 ms that start-up need not pay.
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
