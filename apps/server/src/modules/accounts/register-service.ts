import { ACCOUNT_TYPE, AGENT_TYPES, type LoginValue, type RegisterBody } from '@platform/contracts/account';
import type { FieldError } from '@platform/contracts/envelope';
import type { RegisterFieldConfig } from '@platform/contracts/system';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit } from '../../http/rate-limit';
import { verifyCaptcha } from '../captcha/captcha-service';
import { checkSmsCode } from '../verification/verification-codes';
import type { AccountDeps, CallSite } from './account-deps';
import { ACCOUNT_RATE_RULES } from './account-rate-rules';
import { completeLogin } from './login-completion';
import { findAgentByAffiliateCode, findMemberById, insertMember, takenIdentifiers } from './member-repository';
import { fullMobile, normaliseDialingCode } from './mobile-number';
import { newPasswordError } from './new-password-rule';
import { hashPassword } from './password-hashing';
import { registerFieldErrors } from './register-field-rules';

export type RegisterMode = 'username' | 'mobile';

/** Kept in the member's profile: asked by some brands, read rarely, never searched. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'bankAccountName',
  'recommenderId',
] as const;

/**
 * Checked against the field configuration; the password has its own rule (new-password-rule),
 * captcha and sms code their own checks, and the confirmation must equal.
 */
const CHECKED_FIELDS = [
  'username',
  'payeeName',
  'email',
  'mobileNum',
  'affiliateCode',
  'paymentPassword',
  'referralCode',
  'nickname',
  ...PROFILE_FIELDS,
] as const;

function fieldError(field: string, rule: string): FieldError {
  return { field: `body.${field}`, rule };
}

/**
 * Registration (spec 4.4) in username or mobile mode. Everything is checked before anything is
 * written, and the member, its known IP and its first session are written in one transaction.
 */
export async function registerMember(
  deps: AccountDeps,
  site: CallSite & { register: readonly RegisterFieldConfig[]; host: string | undefined },
  raw: RegisterBody,
  mode: RegisterMode,
): Promise<LoginValue> {
  const { db } = deps;
  const enabled = (field: string) => site.register.some((c) => c.field === field && c.enabled);
  // A field the brand did not enable is ignored, whatever the client sent.
  const given = (field: keyof RegisterBody): string | undefined => {
    const v = raw[field];
    return typeof v === 'string' && v !== '' && enabled(field) ? v : undefined;
  };
  const body = { ...raw, username: mode === 'mobile' ? (raw.mobileNum ?? '') : raw.username };
  const mobileNum = mode === 'mobile' ? raw.mobileNum || undefined : given('mobileNum');
  const smsVerified = site.flags.REGMOBVERF3 === true;

  const checked = CHECKED_FIELDS.filter((f) => !(mode === 'mobile' && (f === 'username' || f === 'mobileNum')));
  const errors = registerFieldErrors(site.register, body, checked);
  const passwordError = await newPasswordError(site.register, 'password', raw.password, body.username);
  if (passwordError) errors.push(passwordError);
  if (mode === 'mobile') {
    const mobileConfig = site.register.find((c) => c.field === 'mobileNum');
    const mobileErrors = registerFieldErrors(
      mobileConfig ? [{ ...mobileConfig, enabled: true, required: true }] : [],
      { mobileNum },
      ['mobileNum'],
    );
    if (!mobileNum) errors.push(fieldError('mobileNum', 'required'));
    else errors.push(...mobileErrors);
  } else if (smsVerified && !mobileNum) {
    errors.push(fieldError('mobileNum', 'required'));
  }
  if (mobileNum && !raw.countryDialingCode) errors.push(fieldError('countryDialingCode', 'required'));
  if (smsVerified && !raw.verificationCode) errors.push(fieldError('verificationCode', 'required'));
  if (errors.length > 0) throw new ApiError('VALIDATION_FAILED', { errors });
  if (raw.password !== raw.confirmPassword) throw new ApiError('PASSWORD_MISMATCH');

  // The affiliate and referral codes may come from the link even when no input is shown (spec 4.4).
  const affiliateCode = raw.affiliateCode?.trim() || undefined;
  const upline = affiliateCode
    ? await findAgentByAffiliateCode(db, site.merchantId, affiliateCode, AGENT_TYPES)
    : undefined;
  if (affiliateCode && !upline) throw new ApiError('INVALID_AFFILIATE_CODE');

  const captcha = site.register.find((c) => c.field === 'captcha');
  if (captcha?.enabled && captcha.required) await verifyCaptcha(db, site.merchantId, raw.captchaId, raw.captcha);

  const mobile = mobileNum && raw.countryDialingCode ? fullMobile(raw.countryDialingCode, mobileNum) : null;
  const email = given('email')?.trim() ?? null;
  const taken = await takenIdentifiers(db, site.merchantId, { account: body.username, email, mobile });
  // In mobile mode the account is the number: a taken one is reported as the mobile it is.
  if (taken.mobile && mode === 'mobile') throw new ApiError('MOBILE_TAKEN');
  if (taken.account) throw new ApiError('USERNAME_TAKEN');
  if (taken.email) throw new ApiError('EMAIL_TAKEN');
  if (taken.mobile) throw new ApiError('MOBILE_TAKEN');

  if (smsVerified && mobile) {
    await checkSmsCode(db, {
      merchantId: site.merchantId,
      purpose: 'REGISTER',
      mobile,
      code: raw.verificationCode ?? '',
    });
  }

  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const v = given(field);
    if (v !== undefined) profile[field] = v;
  }
  if (raw.registerUrl) profile.registerUrl = raw.registerUrl;
  const paymentPassword = given('paymentPassword');
  if (paymentPassword) profile.paymentPasswordHash = await hashPassword(paymentPassword);
  const passwordHash = await hashPassword(raw.password);

  return db.transaction().execute(async (trx) => {
    const id = await insertMember(trx, {
      merchant_id: site.merchantId,
      account: body.username,
      type: ACCOUNT_TYPE.MEMBER,
      nickname: given('nickname') ?? null,
      email,
      mobile,
      mobile_dialing_code: mobile && raw.countryDialingCode ? normaliseDialingCode(raw.countryDialingCode) : null,
      password_hash: passwordHash,
      payee_name: given('payeeName') ?? null,
      profile: JSON.stringify(profile),
      upline_member_id: upline?.id ?? null,
      referral_code: raw.referralCode?.trim() || null,
      register_ip: site.ip,
      register_domain: raw.domain ?? site.host ?? null,
      register_method: raw.registerMethod,
    });
    const member = await findMemberById(trx, id);
    if (!member) throw new Error('member just inserted is missing');
    return completeLogin({ ...deps, db: trx }, site, member, 'register');
  });
}

/** Spec 7.1 affiliate check: public, so it answers only whether the code is an agent's of this brand. */
export async function checkAffiliateCode(deps: AccountDeps, site: CallSite, code: string): Promise<void> {
  await consumeRateLimit(deps.db, ACCOUNT_RATE_RULES.AFFILIATE_PER_IP, `${site.merchantId}:${site.ip}`);
  const agent = await findAgentByAffiliateCode(deps.db, site.merchantId, code.trim(), AGENT_TYPES);
  if (!agent) throw new ApiError('INVALID_AFFILIATE_CODE');
}
