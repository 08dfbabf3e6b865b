// The system calls' constants without their zod schemas (system.ts adds those and re-exports all
// of this): the web's first screen imports from here, so zod stays off its first download
// (decision 0019).

/** Spec 4.1: 0 normal, 1 maintenance (takes priority), 2 region restriction. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

/** Spec 3, registration config: one entry per form field. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
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

/** Social links of the footer (spec 2.5): each shown only when a resource of its type exists. */
export const SOCIAL_RESOURCE_TYPES = [
  'SOCIAL_VIDEO',
  'SOCIAL_MICROBLOG',
  'SOCIAL_SHORT_VIDEO',
  'SOCIAL_NETWORK',
  'SOCIAL_PHOTO',
  'SOCIAL_MESSAGING',
] as const;
