import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MessageLanguage } from '../../http/request-language';
import type { MessageProvider } from '../messaging/message-provider';
import type { SessionCache } from '../sessions/session-cache';

/** What the account services share; built once in account-routes. */
export type AccountDeps = { db: Db; config: Config; messages: MessageProvider; sessions: SessionCache };

/**
 * Where a call comes from: the merchant it was addressed to, the caller's address, and the
 * language the caller reads the site in (what sms codes and e-mails are written in).
 */
export type CallSite = {
  merchantId: number;
  ip: string;
  flags: Record<string, boolean>;
  language: MessageLanguage;
  /** The caller's browser as it names itself, for the login history; absent where no login happens. */
  userAgent?: string | undefined;
  /** The lobby's device id, when the browser sent a well-formed one: a risk hint, never trusted. */
  deviceId?: string | null;
};
