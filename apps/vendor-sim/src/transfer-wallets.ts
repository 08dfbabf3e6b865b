import type { TransferDirection, VendorTransferBody } from '@platform/contracts/vendor-wallet';
import { toDecimal, toMinor } from './money';

/**
 * TRANSFER mode's books at the vendor: each player's sub-wallet balance (per vendor code) and every
 * transfer by its id. In memory, as befits a simulator: a restart forgets them, which to the
 * platform looks like a vendor that lost its books (its reconciliation then finds NOT_FOUND).
 */

export type TransferStatus = 'SUCCEEDED' | 'FAILED';

export type TransferRecord = {
  vendor: string;
  transferId: string;
  playerId: string;
  direction: TransferDirection;
  amount: string;
  currency: string;
  status: TransferStatus;
  /** The player's balance at the vendor right after this transfer: the answer to every replay. */
  balance: string;
  at: string;
};

export type TransferResult =
  | { kind: 'DONE'; transfer: TransferRecord; replayed: boolean }
  | { kind: 'CONFLICT' }
  | { kind: 'CURRENCY_MISMATCH' }
  | { kind: 'INVALID_AMOUNT' }
  /** The id was answered NOT_FOUND before: it never applies (the platform has given the money back). */
  | { kind: 'TOO_LATE'; balance: string };

type Wallet = { currency: string; minor: bigint };

const key = (vendor: string, id: string) => `${vendor}\u0000${id}`;

export class TransferWallets {
  private readonly wallets = new Map<string, Wallet>();
  private readonly transfers = new Map<string, TransferRecord>();
  /** Transfer ids answered NOT_FOUND: that answer is final, so the transfer is refused if it comes later. */
  private readonly notFound = new Set<string>();

  /**
   * Applies a transfer once: a replay with the same id and the same terms answers the first result
   * (even a FAILED one), the same id with other terms is a conflict. `refuse` records it as FAILED
   * without moving money (the FAIL switch).
   */
  transfer(vendor: string, body: VendorTransferBody, refuse = false): TransferResult {
    const amount = toMinor(body.amount, body.currency);
    if (amount === null || amount <= 0n) return { kind: 'INVALID_AMOUNT' };
    if (this.notFound.has(key(vendor, body.transferId))) {
      return { kind: 'TOO_LATE', balance: this.balanceOf(vendor, body.playerId, body.currency) ?? '0' };
    }
    const earlier = this.transfers.get(key(vendor, body.transferId));
    if (earlier) {
      const same =
        earlier.playerId === body.playerId &&
        earlier.direction === body.direction &&
        earlier.currency === body.currency &&
        toMinor(earlier.amount, earlier.currency) === amount;
      return same ? { kind: 'DONE', transfer: earlier, replayed: true } : { kind: 'CONFLICT' };
    }
    const wallet = this.walletOf(vendor, body.playerId, body.currency);
    if (!wallet) return { kind: 'CURRENCY_MISMATCH' };
    let status: TransferStatus = refuse ? 'FAILED' : 'SUCCEEDED';
    if (status === 'SUCCEEDED' && body.direction === 'OUT' && wallet.minor < amount) status = 'FAILED';
    if (status === 'SUCCEEDED') wallet.minor += body.direction === 'IN' ? amount : -amount;
    const transfer: TransferRecord = {
      vendor,
      transferId: body.transferId,
      playerId: body.playerId,
      direction: body.direction,
      amount: body.amount,
      currency: body.currency,
      status,
      balance: toDecimal(wallet.minor, body.currency),
      at: new Date().toISOString(),
    };
    this.transfers.set(key(vendor, body.transferId), transfer);
    return { kind: 'DONE', transfer, replayed: false };
  }

  /** The transfer's outcome; NOT_FOUND is final (protocol section 9): the id is refused from then on. */
  statusOf(vendor: string, transferId: string): TransferStatus | 'NOT_FOUND' {
    const status = this.transfers.get(key(vendor, transferId))?.status;
    if (status) return status;
    this.notFound.add(key(vendor, transferId));
    return 'NOT_FOUND';
  }

  /** The player's balance at this vendor, null when asked in another currency than the wallet's. */
  balanceOf(vendor: string, playerId: string, currency: string): string | null {
    const wallet = this.walletOf(vendor, playerId, currency);
    return wallet ? toDecimal(wallet.minor, currency) : null;
  }

  /**
   * A round played with the sub-wallet's money: takes the stake and pays the win at once, or
   * refuses the whole round when the stake is more than the balance.
   */
  settleRound(
    vendor: string,
    playerId: string,
    currency: string,
    stake: bigint,
    win: bigint,
  ): { ok: boolean; balance: bigint } {
    const wallet = this.walletOf(vendor, playerId, currency);
    if (!wallet || wallet.minor < stake) return { ok: false, balance: wallet?.minor ?? 0n };
    wallet.minor += win - stake;
    return { ok: true, balance: wallet.minor };
  }

  /** Whether the platform has ever transferred with this vendor code: it is then a TRANSFER vendor. */
  hasTransfers(vendor: string): boolean {
    for (const transfer of this.transfers.values()) if (transfer.vendor === vendor) return true;
    return false;
  }

  list(vendor?: string): { wallets: { vendor: string; playerId: string; balance: string; currency: string }[] } {
    const wallets = [];
    for (const [walletKey, wallet] of this.wallets) {
      const [walletVendor = '', playerId = ''] = walletKey.split('\u0000');
      if (vendor !== undefined && walletVendor !== vendor) continue;
      wallets.push({
        vendor: walletVendor,
        playerId,
        balance: toDecimal(wallet.minor, wallet.currency),
        currency: wallet.currency,
      });
    }
    return { wallets };
  }

  transfersOf(vendor?: string): TransferRecord[] {
    return [...this.transfers.values()].filter((t) => vendor === undefined || t.vendor === vendor);
  }

  private walletOf(vendor: string, playerId: string, currency: string): Wallet | null {
    const walletKey = key(vendor, playerId);
    let wallet = this.wallets.get(walletKey);
    if (!wallet) {
      wallet = { currency, minor: 0n };
      this.wallets.set(walletKey, wallet);
    }
    return wallet.currency === currency ? wallet : null;
  }
}
