/** Tables of migration 0002 (rate limits, captcha, verification codes, outbox, sealed-body nonces). */
export type AbuseMessagingTables = {};
