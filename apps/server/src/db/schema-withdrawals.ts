/** Tables of the withdrawals migration (issue 4). */
// biome-ignore lint/complexity/noBannedTypes: filled in as the tables arrive
export type WithdrawalsTables = {};
