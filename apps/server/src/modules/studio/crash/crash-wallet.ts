import { STUDIO_VENDOR } from '@platform/contracts/studio';
import type { Db } from '../../../db/database';
import { credit, debit, rollback, type WalletPlayer, walletBalance } from '../../vendor-wallet/vendor-wallet-service';
import type { CrashBet } from './crash-bet-repository';

/** What a bet's money needs besides the bet: the brand's currency. */
export type CrashMoneyContext = { currency: string };

/**
 * Where a crash bet's money lives: the member's cash through the seamless wallet (real play), or
 * the launch's play money (trial). Every call is idempotent by the bet, so the round loop can
 * repeat any of them after a failure; each answers the balance after it, in minor units.
 */
export type CrashWallet = {
  stake(bet: CrashBet, context: CrashMoneyContext): Promise<bigint>;
  /** The bet's payout (0 for a lost bet); `detail` makes the round verifiable in the betting record. */
  pay(bet: CrashBet, amount: bigint, context: CrashMoneyContext, detail: Record<string, unknown>): Promise<bigint>;
  /** The stake back: a bet whose wallet call was still unanswered when its round ended. */
  refund(bet: CrashBet, context: CrashMoneyContext): Promise<bigint>;
  balance(who: { merchantId: number; memberId: number; launchId: string; currency: string }): Promise<bigint>;
};

/** The wallet round of a crash round: one per member (vendor_round is keyed by round and member). */
export const walletRoundId = (roundPk: string) => `crash-${roundPk}`;

const ids = (bet: CrashBet) => ({
  stake: `crash-bet-${bet.pk}`,
  pay: `crash-win-${bet.pk}`,
  refund: `crash-refund-${bet.pk}`,
});

function player(bet: CrashBet, context: CrashMoneyContext): WalletPlayer {
  return {
    merchantId: bet.merchantId,
    vendor: STUDIO_VENDOR,
    memberId: bet.memberId,
    currency: context.currency,
  };
}

/** Real money: the seamless wallet's in-process calls, exactly as a third-party vendor's would be. */
export function realCrashWallet(db: Db): CrashWallet {
  return {
    async stake(bet, context) {
      const answer = await debit(db, player(bet, context), {
        transactionId: ids(bet).stake,
        roundId: walletRoundId(bet.roundPk),
        gameCode: bet.gameCode,
        amount: bet.stake,
      });
      return answer.balance;
    },
    async pay(bet, amount, context, detail) {
      const answer = await credit(db, player(bet, context), {
        transactionId: ids(bet).pay,
        roundId: walletRoundId(bet.roundPk),
        gameCode: bet.gameCode,
        amount,
        roundEnded: true,
        detail,
      });
      return answer.balance;
    },
    async refund(bet, context) {
      const answer = await rollback(db, player(bet, context), {
        transactionId: ids(bet).refund,
        rollbackOf: ids(bet).stake,
        roundId: walletRoundId(bet.roundPk),
        gameCode: bet.gameCode,
      });
      return answer.balance;
    },
    balance: (who) => walletBalance(db, who),
  };
}
