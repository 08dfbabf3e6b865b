import type { RateRule } from '../../http/rate-limit';

/** Limits of calls the shared RATE_RULES do not name; kept in the database like the others. */
export const ACCOUNT_RATE_RULES = {
  AFFILIATE_PER_IP: { name: 'affiliate_check_ip', limit: 60, windowSeconds: 600 },
  FREE_PLAY_PER_IP: { name: 'free_play_ip', limit: 10, windowSeconds: 3600 },
  FORGOT_PER_IP: { name: 'forgot_password_ip', limit: 10, windowSeconds: 3600 },
  FORGOT_PER_ACCOUNT: { name: 'forgot_password_account', limit: 3, windowSeconds: 3600 },
  PASSWORD_BY_PHONE_PER_IP: { name: 'password_by_phone_ip', limit: 20, windowSeconds: 3600 },
  PASSWORD_CHECK_PER_MEMBER: { name: 'password_check_member', limit: 10, windowSeconds: 900 },
  SECOND_FACTOR_PER_IP: { name: 'second_factor_ip', limit: 30, windowSeconds: 900 },
  TOTP_PER_MEMBER: { name: 'totp_member', limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateRule>;
