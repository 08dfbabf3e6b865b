import { fairSource } from '../fair/fair-source';
import { uniformInt } from '../fair/random-source';
import type { Fairness, SettleOptions } from '../game-types';
import { checkStake } from '../money/bet-limits';
import { REEL_STRIPS, SLOT_GAME, type SlotOutcome, type SlotParams, slotOutcome } from './slot-rules';

/** One spin: reel r stops at uniformInt(length_r), reels 1 to 5 in order from the bet's words. */
export function settleSlot(params: SlotParams, fairness: Fairness, options: SettleOptions = {}): SlotOutcome {
  checkStake(params.stake, options.limits ?? SLOT_GAME.defaultLimits);
  const source = fairSource(fairness);
  const stops = REEL_STRIPS.map((strip) => uniformInt(source, strip.length));
  return slotOutcome(stops, params.stake);
}
