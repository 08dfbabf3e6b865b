import { SEALED_BODY_MAX_AGE_MS } from '@platform/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { ApiError } from './envelope';
import { openSealedBody } from './sealed-body';
import { sealForTest } from './sealed-body-test-helper';

let database: TestDatabase;
let merchantId: number;
let publicKey: string;

const loginSchema = z.object({ username: z.string().min(3), password: z.string(), remember: z.boolean().optional() });

beforeAll(async () => {
  database = await createTestDatabase();
  ({ id: merchantId, publicKey } = await createTestBrand(database.db));
});

afterAll(() => database.drop());

const open = (body: unknown, schema: z.ZodType = loginSchema) => openSealedBody(database.db, merchantId, body, schema);

async function refusal(promise: Promise<unknown>): Promise<{ code: string; value: unknown }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { code: error.code, value: error.value };
}

const flipLastByte = (b64: string) => {
  const bytes = Buffer.from(b64, 'base64');
  bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
  return bytes.toString('base64');
};

describe('a sealed body', () => {
  it('opens to the body without its timestamp and nonce', async () => {
    const sealed = await sealForTest(publicKey, { username: 'alice', password: 'كلمة سر' });
    expect(await open(sealed)).toEqual({ username: 'alice', password: 'كلمة سر' });
  });

  it('is required: a plaintext body is refused', async () => {
    expect((await refusal(open({ username: 'alice', password: 'secret' }))).code).toBe('SEALED_BODY_REQUIRED');
    expect((await refusal(open(undefined))).code).toBe('SEALED_BODY_REQUIRED');
  });

  it('is refused when tampered with or sealed for another key', async () => {
    const sealed = await sealForTest(publicKey, { username: 'alice', password: 'secret' });
    expect((await refusal(open({ ...sealed, ct: flipLastByte(sealed.ct) }))).code).toBe('SEALED_BODY_INVALID');
    expect((await refusal(open({ ...sealed, iv: flipLastByte(sealed.iv) }))).code).toBe('SEALED_BODY_INVALID');
    expect((await refusal(open({ ...sealed, ek: 'bm90IGEga2V5' }))).code).toBe('SEALED_BODY_INVALID');
    // The untouched body still opens: the failed attempts recorded nothing.
    expect(await open(sealed)).toMatchObject({ username: 'alice' });
  });

  it('is refused when too old or from too far in the future', async () => {
    const old = await sealForTest(
      publicKey,
      { username: 'alice', password: 'x' },
      {
        timestamp: Date.now() - SEALED_BODY_MAX_AGE_MS - 5_000,
      },
    );
    expect((await refusal(open(old))).code).toBe('SEALED_BODY_STALE');
    const future = await sealForTest(
      publicKey,
      { username: 'alice', password: 'x' },
      {
        timestamp: Date.now() + SEALED_BODY_MAX_AGE_MS + 5_000,
      },
    );
    expect((await refusal(open(future))).code).toBe('SEALED_BODY_STALE');
  });

  it('is refused the second time it is sent, even re-sealed with the same nonce', async () => {
    const nonce = Buffer.alloc(16, 7).toString('base64');
    const sealed = await sealForTest(publicKey, { username: 'alice', password: 'x' }, { nonce });
    await open(sealed);
    expect((await refusal(open(sealed))).code).toBe('SEALED_BODY_REPLAYED');
    const resealed = await sealForTest(publicKey, { username: 'bob', password: 'y' }, { nonce });
    expect((await refusal(open(resealed))).code).toBe('SEALED_BODY_REPLAYED');
  });

  it('names the inner field and rule that failed, and a refused body does not use up its nonce', async () => {
    const nonce = Buffer.alloc(16, 9).toString('base64');
    const bad = await sealForTest(publicKey, { username: 'al', remember: 'yes' }, { nonce });
    expect(await refusal(open(bad))).toEqual({
      code: 'VALIDATION_FAILED',
      value: {
        errors: [
          { field: 'body.username', rule: 'min_length' },
          { field: 'body.password', rule: 'required' },
          { field: 'body.remember', rule: 'type' },
        ],
      },
    });
    const fixed = await sealForTest(publicKey, { username: 'alice', password: 'x' }, { nonce });
    expect(await open(fixed)).toEqual({ username: 'alice', password: 'x' });
  });

  it('names unknown fields as a strict schema does for plain bodies', async () => {
    const sealed = await sealForTest(publicKey, { username: 'alice', password: 'x', admin: true });
    expect((await refusal(open(sealed, loginSchema.strict()))).value).toEqual({
      errors: [{ field: 'body.admin', rule: 'unknown_field' }],
    });
  });

  it('opens with the new key after the merchant key changed', async () => {
    // A brand of its own: the other tests keep sealing for the first brand's key, in any order.
    const brand = await createTestBrand(database.db, { code: 'ROTATING', domains: ['rotating.test'] });
    const openForBrand = (body: unknown) => openSealedBody(database.db, brand.id, body, loginSchema);
    const { generateKeyPairSync } = await import('node:crypto');
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await openForBrand(await sealForTest(brand.publicKey, { username: 'alice', password: 'x' }));
    await database.db
      .updateTable('merchant')
      .set({ rsa_public_key: pair.publicKey, rsa_private_key: pair.privateKey })
      .where('id', '=', brand.id)
      .execute();
    expect(await openForBrand(await sealForTest(pair.publicKey, { username: 'alice', password: 'x' }))).toMatchObject({
      username: 'alice',
    });
    expect(
      (await refusal(openForBrand(await sealForTest(brand.publicKey, { username: 'a', password: 'x' })))).code,
    ).toBe('SEALED_BODY_INVALID');
  });
});
