import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MessageProvider } from '../messaging/message-provider';
import type { SessionCache } from '../sessions/session-cache';

/** What the account services share; built once in account-routes. */
export type AccountDeps = { db: Db; config: Config; messages: MessageProvider; sessions: SessionCache };

/** Where a call comes from: the merchant it was addressed to and the caller's address. */
export type CallSite = { merchantId: number; ip: string; flags: Record<string, boolean> };
