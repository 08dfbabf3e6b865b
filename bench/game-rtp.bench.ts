import type { GameCode } from '@platform/games/game-types';
import {
  SIMULATIONS,
  type Simulation,
  simulationChecks,
  simulationSeed,
} from '@platform/games/simulation/game-simulations';

/** Rounds per game: a million where a round is cheap, fewer where it takes several HMACs. */
const ROUNDS: Record<GameCode, number> = {
  slot: 300_000,
  roulette: 1_000_000,
  dice: 1_000_000,
  mines: 200_000,
  plinko: 400_000,
  crash: 1_000_000,
};
const CALIBRATION_SEEDS = 200;
const CALIBRATION_ROUNDS = 2_000;
/** Binomial(200, 1%) exceeds 7 with probability below 0.1%: more rejections mean a miscalibrated test. */
const CALIBRATION_LIMIT = 7;

const percent = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;

function row(simulation: Simulation, seconds: number): string {
  const { rtp, randomness, theoreticalRtp } = simulation;
  const checks = simulationChecks(simulation);
  const chi = randomness.chiSquare;
  return [
    `  ${simulation.game.padEnd(8)} ${simulation.rounds.toLocaleString('en').padStart(9)} rounds`,
    `RTP exact ${percent(theoreticalRtp)} (baseline)`,
    `simulated ${percent(rtp.mean)} [${percent(rtp.low, 2)}, ${percent(rtp.high, 2)}]${checks.rtpInsideInterval ? '' : ' OUTSIDE'}`,
    `chi2 ${chi.statistic.toFixed(1)} vs ${chi.critical.toFixed(1)} (df ${chi.degreesOfFreedom})`,
    `runs z ${randomness.runs.z.toFixed(2)}`,
    `serial z ${randomness.serial.z.toFixed(2)}`,
    `${seconds.toFixed(1)} s`,
  ].join('  ');
}

/**
 * Long simulations of every in-house game through its real engine and HMAC fair source: the
 * simulated return with its 99% interval beside the exact return (proven by enumeration in the
 * unit tests), and the chi-square statistic of the drawn outcomes beside its 99% critical value,
 * with the runs and serial correlation z-scores (|z| < 2.576 passes). Seeds are fixed (set
 * GAME_RTP_SEED to try others), so a run is reproducible. A calibration line then runs the three
 * checks on 200 different seeds, where about 1% of each should reject: the evidence that a pass
 * above is not luck and a rare miss would not be a defect.
 */
export async function benchGameRtp(): Promise<{ name: string; ok: boolean; lines: string[] }> {
  const seedName = process.env.GAME_RTP_SEED ?? 'bench';
  const lines: string[] = [];
  let ok = true;
  for (const [game, simulate] of Object.entries(SIMULATIONS) as [GameCode, (typeof SIMULATIONS)[GameCode]][]) {
    const started = performance.now();
    const simulation = simulate(ROUNDS[game], simulationSeed(`${seedName}:${game}`));
    lines.push(row(simulation, (performance.now() - started) / 1000));
    if (Object.values(simulationChecks(simulation)).includes(false)) ok = false;
  }
  const rejected = { chiSquare: 0, runs: 0, serial: 0 };
  for (let i = 0; i < CALIBRATION_SEEDS; i++) {
    const { randomness } = SIMULATIONS.dice(CALIBRATION_ROUNDS, simulationSeed(`${seedName}:calibration:${i}`));
    if (!randomness.chiSquare.pass) rejected.chiSquare++;
    if (!randomness.runs.pass) rejected.runs++;
    if (!randomness.serial.pass) rejected.serial++;
  }
  const calibrated = Object.values(rejected).every((count) => count <= CALIBRATION_LIMIT);
  if (!calibrated) ok = false;
  lines.push(
    `  calibration: ${CALIBRATION_SEEDS} dice runs of ${CALIBRATION_ROUNDS.toLocaleString('en')} on other seeds rejected at 99%: chi2 ${rejected.chiSquare}, runs ${rejected.runs}, serial ${rejected.serial} (about 2 each expected, at most ${CALIBRATION_LIMIT})`,
  );
  return { name: 'in-house game RTP and randomness (simulated vs exact)', ok, lines };
}
