import { createHash } from 'node:crypto';
import { settleCrash } from '../crash/crash-engine';
import { crashChanceAtLeast, MAX_CRASH_POINT } from '../crash/crash-rules';
import { settleDice } from '../dice/dice-engine';
import type { DiceDirection } from '../dice/dice-rules';
import { fairSource } from '../fair/fair-source';
import { shuffledRange } from '../fair/random-source';
import type { Fairness, GameCode } from '../game-types';
import { settleMines } from '../mines/mines-engine';
import { minesMultiplier, survivalProbability, TILES } from '../mines/mines-rules';
import { type Multiplier, multiplierToNumber } from '../money/multiplier';
import { settlePlinko } from '../plinko/plinko-engine';
import { PLINKO_RISKS, plinkoTableRtp, slotProbability } from '../plinko/plinko-rules';
import { settleRoulette } from '../roulette/roulette-engine';
import { LEGAL_COVERINGS, POCKETS, type RouletteBetKind } from '../roulette/roulette-rules';
import { settleSlot } from '../slot/slot-engine';
import { slotReturn } from '../slot/slot-rtp';
import { REEL_STRIPS } from '../slot/slot-rules';
import { MeanAccumulator, type MeanInterval } from '../stats/mean-interval';
import { type RandomnessReport, randomnessReport } from '../stats/randomness-report';

/**
 * Plays many rounds of each game through its real engine and fair source (nonces 0, 1, 2, ... of
 * one seed pair) with a fixed mix of bets, and returns the simulated return beside the mix's exact
 * return, and the randomness checks of the drawn outcomes. The tests run these with thousands of
 * rounds, the bench with a million.
 */
export type Simulation = {
  game: GameCode;
  rounds: number;
  /** The exact return of the simulated mix of bets. */
  theoreticalRtp: number;
  rtp: MeanInterval;
  randomness: RandomnessReport;
};

const CLIENT_SEED = 'simulation';

/** A fixed server seed for a named run, so a simulation is reproducible. */
export function simulationSeed(name: string): string {
  return createHash('sha256').update(`pge-simulation:${name}`).digest('hex');
}

const num = multiplierToNumber;
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function run(
  rounds: number,
  serverSeed: string,
  play: (fairness: Fairness, round: number) => { multiplier: Multiplier; draw: number },
): { rtp: MeanInterval; draws: number[] } {
  const accumulator = new MeanAccumulator();
  const draws = new Array<number>(rounds);
  for (let i = 0; i < rounds; i++) {
    const result = play({ serverSeed, clientSeed: CLIENT_SEED, nonce: i }, i);
    accumulator.add(num(result.multiplier));
    draws[i] = result.draw;
  }
  return { rtp: accumulator.interval(0.99), draws };
}

export function simulateSlot(rounds: number, serverSeed: string): Simulation {
  // 20 line bets of 100 minor units: the payout's rounding never matters, the multiplier is exact.
  const stops: number[] = [];
  const { rtp } = run(rounds, serverSeed, (fairness) => {
    const outcome = settleSlot({ stake: 2000n }, fairness);
    stops.push(...outcome.stops);
    return { multiplier: outcome.multiplier, draw: 0 };
  });
  const length = (REEL_STRIPS[0] as string).length;
  return {
    game: 'slot',
    rounds,
    theoreticalRtp: num(slotReturn().rtp),
    rtp,
    // Every stop of every reel in the order drawn: uniform over 32, and independent of the last.
    randomness: randomnessReport(stops, new Array<number>(length).fill(1 / length)),
  };
}

const ROULETTE_MIX: { kind: RouletteBetKind; index: number }[] = [
  { kind: 'straight', index: 17 },
  { kind: 'split', index: 30 },
  { kind: 'street', index: 12 },
  { kind: 'corner', index: 0 },
  { kind: 'line', index: 5 },
  { kind: 'dozen', index: 2 },
  { kind: 'column', index: 0 },
  { kind: 'red', index: 0 },
  { kind: 'odd', index: 0 },
  { kind: 'high', index: 0 },
];

export function simulateRoulette(rounds: number, serverSeed: string): Simulation {
  const { rtp, draws } = run(rounds, serverSeed, (fairness, i) => {
    // Two bets a spin from the mix, so each spin also exercises several bets at once.
    const bets = [0, 3].map((offset) => {
      const pick = ROULETTE_MIX[(i + offset) % ROULETTE_MIX.length] as (typeof ROULETTE_MIX)[number];
      return { kind: pick.kind, numbers: [...(LEGAL_COVERINGS[pick.kind][pick.index] as number[])], stake: 100n };
    });
    const outcome = settleRoulette({ bets }, fairness);
    return { multiplier: outcome.multiplier, draw: outcome.pocket };
  });
  return {
    game: 'roulette',
    rounds,
    theoreticalRtp: 36 / 37,
    rtp,
    randomness: randomnessReport(draws, new Array<number>(POCKETS).fill(1 / POCKETS)),
  };
}

const DICE_MIX: { direction: DiceDirection; target: number }[] = [
  { direction: 'under', target: 5000 },
  { direction: 'over', target: 4999 },
  { direction: 'under', target: 1000 },
  { direction: 'over', target: 9899 },
  { direction: 'under', target: 9800 },
];

export function simulateDice(rounds: number, serverSeed: string): Simulation {
  const { rtp, draws } = run(rounds, serverSeed, (fairness, i) => {
    const outcome = settleDice(
      { stake: 100n, ...(DICE_MIX[i % DICE_MIX.length] as (typeof DICE_MIX)[number]) },
      fairness,
    );
    return { multiplier: outcome.multiplier, draw: outcome.roll };
  });
  return {
    game: 'dice',
    rounds,
    theoreticalRtp: 0.99,
    rtp,
    randomness: randomnessReport(draws, new Array<number>(100).fill(1 / 100), (roll) => Math.floor(roll / 100)),
  };
}

/**
 * Mine counts and how many tiles to reveal before cashing out. Kept to moderate multipliers (at
 * most 4.95x): a rare 24.75x win would skew the mean and make the normal interval cover less
 * than it says at test sizes. The exact proof in mines-rules.test.ts covers every mine count.
 */
const MINES_MIX: { mines: number; picks: number }[] = [
  { mines: 1, picks: 3 },
  { mines: 3, picks: 2 },
  { mines: 5, picks: 1 },
  { mines: 10, picks: 2 },
  { mines: 20, picks: 1 },
];

/** The exact return of revealing `picks` tiles then cashing out (less than 99% only at the cap). */
function minesStrategyRtp(mines: number, picks: number): number {
  return num(survivalProbability(mines, picks)) * num(minesMultiplier(mines, picks));
}

export function simulateMines(rounds: number, serverSeed: string): Simulation {
  const { rtp, draws } = run(rounds, serverSeed, (fairness, i) => {
    const { mines, picks } = MINES_MIX[i % MINES_MIX.length] as (typeof MINES_MIX)[number];
    const shuffle = shuffledRange(fairSource(fairness), TILES);
    const outcome = settleMines({ stake: 100n, mines, ...pickUntil(shuffle.slice(0, mines), picks) }, fairness);
    // The first tile of the shuffle (the mine of a one-mine round) is uniform over the 25 tiles.
    return { multiplier: outcome.multiplier, draw: shuffle[0] as number };
  });
  return {
    game: 'mines',
    rounds,
    theoreticalRtp: average(MINES_MIX.map((m) => minesStrategyRtp(m.mines, m.picks))),
    rtp,
    randomness: randomnessReport(draws, new Array<number>(TILES).fill(1 / TILES)),
  };
}

/**
 * Picks tiles 0, 1, ... up to `picks` of them, stopping at a mine, then cashes out. Picking in
 * this order is as good as any other: the layout is uniform.
 */
function pickUntil(mineTiles: number[], picks: number): { picks: number[]; cashOut: boolean } {
  const chosen: number[] = [];
  for (let tile = 0; chosen.length < picks; tile++) {
    chosen.push(tile);
    if (mineTiles.includes(tile)) return { picks: chosen, cashOut: false };
  }
  return { picks: chosen, cashOut: true };
}

export function simulatePlinko(rounds: number, serverSeed: string): Simulation {
  const tables = PLINKO_RISKS.flatMap((risk) => Array.from({ length: 9 }, (_, i) => ({ rows: 8 + i, risk })));
  const slots: number[] = [];
  const { rtp, draws } = run(rounds, serverSeed, (fairness, i) => {
    const table = tables[i % tables.length] as (typeof tables)[number];
    const outcome = settlePlinko({ stake: 100n, ...table }, fairness);
    slots.push(outcome.slot);
    // For the order checks, the slot less half the rows, so that every table's middle is 0.
    return { multiplier: outcome.multiplier, draw: outcome.slot - table.rows / 2 };
  });
  // Over the cycle of tables each row count comes equally often: the slot's law is the mixture.
  const probabilities = Array.from({ length: 17 }, (_, slot) =>
    average(tables.map((t) => (slot <= t.rows ? num(slotProbability(t.rows, slot)) : 0))),
  );
  return {
    game: 'plinko',
    rounds,
    theoreticalRtp: average(tables.map((t) => num(plinkoTableRtp(t.rows, t.risk)))),
    rtp,
    randomness: randomnessReport(draws, probabilities, (_, i) => slots[i] as number),
  };
}

const CRASH_TARGETS = [101, 150, 200, 500, 1000, 10_000];
/** Crash point bands for the chi-square test, by their lower edge in hundredths. */
const CRASH_BANDS = [100, 101, 150, 200, 300, 500, 1000, 10_000];

export function simulateCrash(rounds: number, serverSeed: string): Simulation {
  const points: number[] = [];
  const { rtp } = run(rounds, serverSeed, (fairness, i) => {
    const cashOutAt = CRASH_TARGETS[i % CRASH_TARGETS.length] as number;
    const outcome = settleCrash({ stake: 100n, cashOutAt }, fairness);
    points.push(outcome.crashPoint);
    return { multiplier: outcome.multiplier, draw: 0 };
  });
  const reach = (target: number) => num(crashChanceAtLeast(target));
  const probabilities = CRASH_BANDS.map((low, i) => reach(low) - reach(CRASH_BANDS[i + 1] ?? MAX_CRASH_POINT + 1));
  const band = (point: number) => CRASH_BANDS.findLastIndex((low) => point >= low);
  return {
    game: 'crash',
    rounds,
    theoreticalRtp: average(CRASH_TARGETS.map((t) => reach(t) * (t / 100))),
    rtp,
    // Runs and serial correlation on 1 / crash point, which lies in (0, 1]: the raw points' heavy tail
    // would let one huge value dominate a correlation.
    randomness: randomnessReport(
      points.map((p) => 100 / p),
      probabilities,
      (_, i) => band(points[i] as number),
    ),
  };
}

export const SIMULATIONS: Record<GameCode, (rounds: number, serverSeed: string) => Simulation> = {
  slot: simulateSlot,
  roulette: simulateRoulette,
  dice: simulateDice,
  mines: simulateMines,
  plinko: simulatePlinko,
  crash: simulateCrash,
};

/** What a simulation must show: the exact return inside the 99% interval, and all three randomness checks passed. */
export function simulationChecks(simulation: Simulation): {
  rtpInsideInterval: boolean;
  chiSquare: boolean;
  runs: boolean;
  serialCorrelation: boolean;
} {
  return {
    rtpInsideInterval:
      simulation.rtp.low <= simulation.theoreticalRtp && simulation.theoreticalRtp <= simulation.rtp.high,
    chiSquare: simulation.randomness.chiSquare.pass,
    runs: simulation.randomness.runs.pass,
    serialCorrelation: simulation.randomness.serial.pass,
  };
}
