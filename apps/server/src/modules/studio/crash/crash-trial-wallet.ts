import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../http/envelope';
import { trialStartBalance } from '../studio-trial-rounds';
import { ensureTrialWallet, lockTrialWallet, setTrialBalance, trialBalance } from '../trial-wallet-repository';
import type { CrashWallet } from './crash-wallet';

const initialBalance = (currency: string) => trialStartBalance(currencyDigits(currency));

/**
 * Trial bets: the launch's play money (modules/studio trial-wallet-repository.ts, the studio's own),
 * never the ledger. Each change happens in one transaction with the bet's own step (PENDING ->
 * PLACED for the stake, paid_at for a payout), so a repeated call finds the step done and moves
 * nothing: the bet row is the idempotency record. A trial bet never stands PENDING with its stake
 * taken, so its "refund" has nothing to give back.
 */
export function trialCrashWallet(db: Db): CrashWallet {
  const balanceOf = async (launchId: string) => (await trialBalance(db, launchId)) ?? 0n;
  return {
    async stake(bet, context) {
      await ensureTrialWallet(
        db,
        { launchId: bet.launchId, merchantId: bet.merchantId, memberId: bet.memberId },
        initialBalance(context.currency),
      );
      return db.transaction().execute(async (trx) => {
        const pending = await trx
          .selectFrom('crash_bet')
          .select('id')
          .where('id', '=', bet.pk)
          .where('status', '=', 'PENDING')
          .forUpdate()
          .executeTakeFirst();
        const balance = (await lockTrialWallet(trx, bet.launchId)) ?? 0n;
        // Placed already (a repeat), or refunded by the round's end: nothing to take.
        if (!pending) return balance;
        if (balance < bet.stake) {
          throw new ApiError('INSUFFICIENT_FUNDS', {
            balance: toDecimalAmount(balance, currencyDigits(context.currency)),
          });
        }
        await setTrialBalance(trx, bet.launchId, balance - bet.stake);
        await trx.updateTable('crash_bet').set({ status: 'PLACED' }).where('id', '=', bet.pk).execute();
        return balance - bet.stake;
      });
    },
    pay(bet, amount) {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .updateTable('crash_bet')
          .set({ paid_at: new Date() })
          .where('id', '=', bet.pk)
          .where('paid_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        const balance = await lockTrialWallet(trx, bet.launchId);
        // The launch expired and its play money went with it: nothing left to pay into.
        if (balance === undefined) return 0n;
        if (!first || amount === 0n) return balance;
        await setTrialBalance(trx, bet.launchId, balance + amount);
        return balance + amount;
      });
    },
    refund: (bet) => balanceOf(bet.launchId),
    async balance(who) {
      await ensureTrialWallet(db, who, initialBalance(who.currency));
      return balanceOf(who.launchId);
    },
  };
}
