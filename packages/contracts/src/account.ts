import { z } from 'zod';
import { humanProofSchema } from './human-check';

/**
 * Account types (spec 3 and 6). Agents are 1, 2, 41, 42; a trial account is 4. A plain member is 0
 * (our choice). OPERATOR (90, our choice) stands for accounts of the member table that are not
 * players and may not log in to the lobby: spec 6 'Non-member account unable to login'. The back
 * office's staff are not members at all: they have accounts and sessions of their own (staff.ts).
 */
export const ACCOUNT_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  TRIAL: 4,
  AGENT_41: 41,
  AGENT_42: 42,
  OPERATOR: 90,
} as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const isAgentType = (type: number) => AGENT_TYPES.includes(type);

/**
 * The roles one shared guard checks. 'operator' is the role of a non-member account (type 90),
 * which is never given a session.
 */
export const ROLES = ['guest', 'trial', 'member', 'agent', 'operator'] as const;
export type Role = (typeof ROLES)[number];
export function roleOfType(type: number): Exclude<Role, 'guest'> {
  if (type === ACCOUNT_TYPE.TRIAL) return 'trial';
  if (type === ACCOUNT_TYPE.OPERATOR) return 'operator';
  return isAgentType(type) ? 'agent' : 'member';
}

/** Spec 5.3 / 9: the sms code field holds at most 255 characters. */
export const SMS_CODE_MAX_LENGTH = 255;
/** Spec 9: verification codes live at most this long (<= 10 minutes). */
export const VERIFICATION_CODE_MAX_MINUTES = 10;
/** Spec 4.2 / 9: remembered username and sms number live one day. */
export const REMEMBER_ME_MS = 86_400_000;

/** Fields every sealed body carries inside its ciphertext (DESIGN, encrypted payloads). */
export const sealedEnvelopeSchema = z.object({ ek: z.string().min(1), iv: z.string().min(1), ct: z.string().min(1) });
export type SealedEnvelope = z.infer<typeof sealedEnvelopeSchema>;
/** How old a sealed body may be, and how far in the future, before it is refused as stale. */
export const SEALED_BODY_MAX_AGE_MS = 5 * 60_000;

const trimmed = z.string().trim();
const dialingCode = z.string().regex(/^\+?\d{1,4}$/);
const mobileNumber = z.string().regex(/^\d{5,15}$/);
const smsCode = z.string().min(1).max(SMS_CODE_MAX_LENGTH);

export const captchaValueSchema = z.object({
  captchaId: z.string(),
  /** A data URL (image/svg+xml;base64). */
  image: z.string(),
  /** How many characters the image shows: the form refuses a shorter or longer answer before sending it. */
  length: z.number().int().min(1).max(16),
  expiresInSeconds: z.number().int(),
});

/** Captcha answer as forms send it: the id of the image shown and the text read from it. */
const captchaAnswer = { captchaId: z.string().optional(), captcha: z.string().optional() };

/** Spec 3, login payload (inside the sealed body). In sms mode username is the mobile number and password the code. */
export const loginBodySchema = z.object({
  username: trimmed.min(1).max(64),
  password: z.string().min(1).max(SMS_CODE_MAX_LENGTH),
  type: z.enum(['username', 'sms']),
  countryDialingCode: dialingCode.optional(),
  /** Login on an agent page: non-agents are refused (spec 6). */
  agentArea: z.boolean().optional(),
  /** Required for password logins: the answer to GET API.humanCheck (see human-check.ts). */
  humanProof: humanProofSchema.optional(),
  ...captchaAnswer,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Spec 3, login response value. A login from an unknown IP returns a challenge instead of a token. */
export const loginValueSchema = z.object({
  token: z.string().nullable(),
  userName: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password is the merchant default or expired: the web must open change-password. */
  mustChangePassword: z.boolean(),
  secondFactor: z
    .object({
      challengeId: z.string(),
      methods: z.array(z.enum(['SMS', 'TOTP'])),
      /** The bound mobile, masked, e.g. +971 ****4567. */
      maskedMobile: z.string().nullable(),
    })
    .nullable(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** A failed login's value: `captcha: true` tells the web to show and fetch the captcha (spec 4.2). */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() }).nullable();

export const secondFactorBodySchema = z.object({
  challengeId: z.string().min(1),
  method: z.enum(['SMS', 'TOTP']),
  code: z.string().regex(/^\d{6}$/),
});
export const secondFactorSmsBodySchema = z.object({ challengeId: z.string().min(1) });

/** Free-play login (spec 7.1): os, platform W, an encrypted random value, gateway version 3. */
export const freePlayBodySchema = z.object({
  os: z.string().max(64),
  platform: z.literal('W'),
  random: z.string().min(1).max(2048),
  version: z.literal(3),
});

export const smsCodeValueSchema = z.object({
  expiredMinutes: z.number().int().min(1).max(VERIFICATION_CODE_MAX_MINUTES),
});

export const loginSmsBodySchema = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  ...captchaAnswer,
});
export const registerSmsBodySchema = z.object({
  mobileNo: mobileNumber,
  countryDialingCode: dialingCode,
  regType: z.enum(['register', 'registerMobile']),
  ...captchaAnswer,
});
export const passwordSmsBodySchema = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  ...captchaAnswer,
});

/**
 * Spec 3, registration form (inside the sealed body). Optional fields are checked against the
 * merchant's field configuration on the server, with the same rules as the web (register-patterns).
 */
export const registerBodySchema = z.object({
  username: trimmed.min(1).max(64),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
  payeeName: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
  qqNum: z.string().max(64).optional(),
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: dialingCode.optional(),
  verificationCode: z.string().max(SMS_CODE_MAX_LENGTH).optional(),
  affiliateCode: z.string().max(64).optional(),
  paymentPassword: z.string().max(128).optional(),
  line: z.string().max(128).optional(),
  whatsapp: z.string().max(128).optional(),
  facebook: z.string().max(128).optional(),
  wechat: z.string().max(128).optional(),
  idNumber: z.string().max(64).optional(),
  referralCode: z.string().max(64).optional(),
  nickname: z.string().max(64).optional(),
  telegram: z.string().max(128).optional(),
  zalo: z.string().max(128).optional(),
  birthday: z.string().max(10).optional(),
  address: z.string().max(256).optional(),
  nationality: z.string().max(64).optional(),
  occupation: z.string().max(128).optional(),
  sourceOfIncome: z.string().max(128).optional(),
  bankAccountName: z.string().max(128).optional(),
  recommenderId: z.string().max(64).optional(),
  domain: z.string().max(253).optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB'),
  login: z.boolean().optional(),
  /** The user confirmed being of age and having read the terms (spec 5.3). */
  termsAccepted: z.literal(true),
  ...captchaAnswer,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Registration logs the new member in (login: true): the same value as a login. */
export const registerValueSchema = loginValueSchema;

export const affiliateQuerySchema = z.object({
  code: z.string().min(1).max(64),
  domain: z.string().max(253).optional(),
});
export const affiliateValueSchema = z.object({ valid: z.literal(true) });

/** Spec 3, member info. Money amounts are decimal strings in the merchant currency (DESIGN, money). */
export const memberInfoValueSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  role: z.enum(['trial', 'member', 'agent']),
  balance: z.string(),
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int(),
  availablePromoCount: z.number().int(),
  /** Spec 3: the promotions open to the member; the side menu's invite entry needs REFERRAL.enabled. */
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }).optional() }).optional(),
  unreadMessage: z.number().int(),
  mobileBound: z.boolean(),
  email: z.string().nullable(),
  firstTimeLogin: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoValueSchema>;

export const memberIconValueSchema = z.object({ icon: z.string().nullable() });
export type MemberIconValue = z.infer<typeof memberIconValueSchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
/** Change password ends every session of the member; the caller continues with this fresh token. */
export const changePasswordValueSchema = z.object({ token: z.string() });
export const forgotByEmailBodySchema = z.object({ username: trimmed.min(1).max(64), email: trimmed.email().max(254) });
export const passwordByPhoneBodySchema = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  verificationCode: smsCode,
  newPassword: z.string().min(1).max(128),
});

export const countryEntrySchema = z.object({ countryCode: z.string().length(2), countryDialingCode: z.string() });
export const countriesValueSchema = z.array(countryEntrySchema);

export const securityValueSchema = z.object({
  mobileBound: z.boolean(),
  maskedMobile: z.string().nullable(),
  totpEnabled: z.boolean(),
});
export const totpEnrolmentValueSchema = z.object({
  /** base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, a data URL (image/svg+xml or png). */
  qrCode: z.string(),
});
export const totpConfirmBodySchema = z.object({ code: z.string().regex(/^\d{6}$/) });

export const outboxQuerySchema = z.object({ to: z.string().min(1).max(254) });
export const outboxEntrySchema = z.object({
  channel: z.enum(['SMS', 'EMAIL']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export const outboxValueSchema = z.array(outboxEntrySchema);
