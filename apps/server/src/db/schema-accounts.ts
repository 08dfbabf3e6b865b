/** Tables of migration 0003 (members, sessions, known IPs, login challenges, authenticators). */
export type AccountTables = {};
