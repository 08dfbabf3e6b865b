/** Tables of the deposits migration (issue 4). */
// biome-ignore lint/complexity/noBannedTypes: filled in as the tables arrive
export type DepositsTables = {};
