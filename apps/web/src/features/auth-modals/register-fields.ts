import type { RegisterBody } from '@platform/contracts/account';
import type { REGISTER_FIELDS } from '@platform/contracts/system';

type RegisterField = (typeof REGISTER_FIELDS)[number];

/** An optional text field of the register form: shown when the merchant enables it (spec 5.3). */
export type OptionalField = {
  field: Extract<RegisterField, keyof RegisterBody>;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  /** Passwords are taken as typed; everything else is trimmed. */
  raw?: boolean;
};

/**
 * Spec 3's registration form, in the order shown. The mobile number, captcha, sms code and
 * affiliate code have their own controls in the form and are not listed here.
 */
export const OPTIONAL_FIELDS: readonly OptionalField[] = [
  { field: 'payeeName', autoComplete: 'name' },
  { field: 'nickname', autoComplete: 'nickname' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'paymentPassword', type: 'password', autoComplete: 'new-password', raw: true },
  { field: 'birthday', autoComplete: 'bday' },
  { field: 'idNumber' },
  { field: 'qqNum' },
  { field: 'line' },
  { field: 'whatsapp', type: 'tel' },
  { field: 'facebook' },
  { field: 'wechat' },
  { field: 'telegram' },
  { field: 'zalo' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'nationality', autoComplete: 'country-name' },
  { field: 'occupation', autoComplete: 'organization-title' },
  { field: 'sourceOfIncome' },
  { field: 'bankAccountName' },
  { field: 'recommenderId' },
  { field: 'referralCode' },
];

/** The translation key of a field's label. */
export const labelKey = (field: string) => `field_${field}`;
