import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_MAX_COUNT } from '@platform/contracts/withdraw';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';

export type ProofImage = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * What the file is by its first bytes, whatever its name or declared type says: a text file
 * renamed .png is no image. Only PNG and JPEG are proof images (spec 5).
 */
export function sniffImageType(bytes: Buffer): ProofImage['contentType'] | null {
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return 'image/png';
  }
  if (bytes.length > JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    return 'image/jpeg';
  }
  return null;
}

export const invalidProof = (reason: 'TYPE' | 'SIZE' | 'COUNT') =>
  new ApiError('PROOF_IMAGE_INVALID', {
    reason,
    maxBytes: PROOF_IMAGE_MAX_BYTES,
    maxCount: PROOF_IMAGE_MAX_COUNT,
    types: ['png', 'jpg'],
  });

const malformed = () => new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body', rule: 'multipart' }] });

/**
 * Reads a multipart form of text fields and `proof` files into memory, refusing on the way: a file
 * over 5 MB or a fourth file (the plugin's limits), a file that is not PNG or JPEG by its bytes.
 * Nothing is stored here; the caller stores the lot in one transaction or nothing.
 */
export async function readProofForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; proofs: ProofImage[] }> {
  if (!req.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const proofs: ProofImage[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.fieldname in fields) throw malformed();
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'proof') {
        throw new ApiError('VALIDATION_FAILED', {
          errors: [{ field: `body.${part.fieldname}`, rule: 'unknown_field' }],
        });
      }
      const contentType = sniffImageType(bytes);
      if (!contentType) throw invalidProof('TYPE');
      proofs.push({ contentType, bytes });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidProof('SIZE');
    if (code === 'FST_FILES_LIMIT') throw invalidProof('COUNT');
    // Any other failure of the stream is a broken form (cut short, too many parts, bad headers).
    throw malformed();
  }
  return { fields, proofs };
}
