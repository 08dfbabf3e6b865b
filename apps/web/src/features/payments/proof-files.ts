import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_MAX_COUNT, PROOF_IMAGE_TYPES } from '@platform/contracts/withdraw';
import type { FieldMessage } from '../../shared/forms/field-message';

const EXTENSIONS = /\.(png|jpe?g)$/i;
const MAX_MB = String(PROOF_IMAGE_MAX_BYTES / (1024 * 1024));

/**
 * Spec 5.3: proof images are png or jpg only, 5 MB each, at most 3. Checked before anything is
 * uploaded, one message per problem, naming the file it is about. Both the type the browser
 * reports and the name's extension must say png/jpg (the server checks the bytes again).
 */
export function proofFileMessages(files: readonly File[]): FieldMessage[] {
  if (files.length === 0) return [{ key: 'pay_proof_required' }];
  const messages: FieldMessage[] = [];
  if (files.length > PROOF_IMAGE_MAX_COUNT) {
    messages.push({ key: 'pay_proof_too_many', values: { max: String(PROOF_IMAGE_MAX_COUNT) } });
  }
  for (const file of files) {
    if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type) || !EXTENSIONS.test(file.name)) {
      messages.push({ key: 'pay_proof_bad_type', values: { name: file.name } });
    } else if (file.size > PROOF_IMAGE_MAX_BYTES) {
      messages.push({ key: 'pay_proof_too_large', values: { name: file.name, max: MAX_MB } });
    } else if (file.size === 0) {
      messages.push({ key: 'pay_proof_empty', values: { name: file.name } });
    }
  }
  return messages;
}
