import { toDecimalAmount } from '@platform/contracts/money-amount';
import type { StudioSession, studioRotateSeedValueSchema } from '@platform/contracts/studio';
import { newSeedPair } from '@platform/games/fair/seed-pair';
import { gameInfo } from '@platform/games/game-catalogue';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { walletBalance } from '../vendor-wallet/vendor-wallet-service';
import {
  activePair,
  ensureActivePair,
  lockActivePair,
  type PairOwner,
  replacePair,
  revealPairRounds,
} from './seed-pair-repository';
import { openAnswer } from './studio-answers';
import type { StudioLaunch } from './studio-launch';
import { digitsOf } from './studio-play-service';
import { findPlayingMines, pairHasPlayingRound } from './studio-round-repository';
import { checkedByRules } from './studio-rule-errors';
import { trialMoney } from './studio-trial-rounds';

/**
 * The game page's session and the member's seed pair: what the page shows before a bet (the
 * commitment, the client seed, the next nonce), the client seed change and the rotation that
 * reveals a pair's server seed.
 */

type Merchant = { currency: string; currencySymbol: string };

export async function openStudioSession(db: Db, launch: StudioLaunch, merchant: Merchant): Promise<StudioSession> {
  const digits = digitsOf(merchant);
  const limits = launch.limits;
  const [fairness, balance] = await Promise.all([
    activePair(db, launch),
    launch.trial ? trialMoney(db, launch, digits) : walletBalance(db, launch),
  ]);
  const info = gameInfo(launch.engine);
  const session: StudioSession = {
    engine: launch.engine,
    gameCode: launch.gameCode,
    gameName: launch.gameName,
    nodeId: launch.nodeId,
    trial: launch.trial,
    language: launch.language,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    balance: toDecimalAmount(balance, digits),
    limits: { minStake: toDecimalAmount(limits.minStake, digits), maxStake: toDecimalAmount(limits.maxStake, digits) },
    maxWinMultiplier: info.maxWinMultiplier,
    declaredRtpPercent: info.declaredRtpPercent,
    fairness,
  };
  if (launch.engine !== 'mines') return session;
  const open = await findPlayingMines(
    db,
    launch,
    launch.trial ? { trial: true, launchId: launch.launchId } : { trial: false },
  );
  return { ...session, openRound: open ? await openAnswer(db, open, balance, digits) : null };
}

export type RotatedPair = z.infer<typeof studioRotateSeedValueSchema>;

/**
 * Ends the member's pair and commits a new one at nonce 0 (with a new client seed when given: a
 * client seed change always rotates, so every earlier bet can be verified at once). Refused while a
 * mines round drawn with the pair is still being played: its seed would show where the mines are.
 */
export async function rotateSeedPair(db: Db, owner: PairOwner, clientSeed?: string): Promise<RotatedPair> {
  await ensureActivePair(db, owner);
  return db.transaction().execute(async (trx) => {
    const pair = await lockActivePair(trx, owner);
    if (!pair) throw new Error('no active seed pair');
    if (await pairHasPlayingRound(trx, pair.id)) throw new ApiError('ROUND_IN_PROGRESS');
    const next = checkedByRules(() => newSeedPair(clientSeed ?? pair.clientSeed), {
      field: 'body.clientSeed',
      digits: 0,
    });
    await replacePair(trx, owner, pair.id, next);
    await revealPairRounds(trx, owner, pair.id, pair.serverSeed);
    return {
      revealed: {
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonceCount: pair.nonce,
      },
      next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
    };
  });
}
