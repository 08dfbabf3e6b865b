#!/usr/bin/env node
// Independent verifier for in-house (PGE) game rounds; see docs/provably-fair.md.
// Uses nothing from the platform: node:crypto for the hashes, node:fs to read the file.
//
//   node verify-rounds.mjs rounds.jsonl      (or: node verify-rounds.mjs < rounds.jsonl)
//
// Each line is one round: {game, serverSeed, serverSeedHash, clientSeed, nonce, params, outcome}.
// Prints each mismatch, then "N rounds, M match"; exits 1 unless every round matches.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

// The bet's 32-bit words: HMAC_SHA256(key = serverSeed, `${clientSeed}:${nonce}:${round}`) for
// round 0, 1, 2, ..., each read as eight big-endian words.
function words({ serverSeed, clientSeed, nonce }) {
  let round = 0;
  let bytes;
  let at = 32;
  return () => {
    if (at === 32) {
      bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round++}`).digest();
      at = 0;
    }
    const word = bytes.readUInt32BE(at);
    at += 4;
    return word;
  };
}

// A uniform integer in [0, n): words at or above the largest multiple of n are skipped.
function int(next, n) {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

const gcd = (a, b) => (b ? gcd(b, a % b) : a);
const ratio = (num, den) => {
  const g = gcd(num, den) || 1n;
  return { num: String(num / g), den: String(den / g) };
};
const NONE = ratio(0n, 1n);
const pay = (stake, m) => String((BigInt(stake) * BigInt(m.num)) / BigInt(m.den));
const choose = (n, k) => {
  let r = 1n;
  for (let i = 0n; i < BigInt(k); i++) r = (r * (BigInt(n) - i)) / (i + 1n);
  return r;
};

const REELS = [
  'OCPHLBC7LOPHCLOWBPCHLOPC7LBHOPCL',
  'PCLOHPCBLWOCPH7LCOBPHLCOPWCLBH7O',
  'WLHOBCPLC7OHPLBCOWHPCLOBPC7HLOCP',
  'LOPCHLBWCOP7LHCOBPLCHOPWLC7BHOPC',
  'BOP7LCOHLPCBOLPCH7LOCWBPHLOCPLCH',
];
const LINES =
  '11111 00000 22222 01210 21012 00122 22100 10001 12221 10121 12101 01110 21112 01010 21212 11011 11211 00200 22022 02220'.split(
    ' ',
  );
const PAYS = {
  7: [50, 250, 1000],
  B: [30, 120, 500],
  H: [20, 80, 250],
  P: [12, 40, 150],
  O: [6, 25, 100],
  L: [4, 15, 60],
  C: [3, 10, 40],
};

function slot(p, next) {
  const stops = REELS.map((reel) => int(next, reel.length));
  const grid = [0, 1, 2].map((row) => REELS.map((reel, r) => reel[(stops[r] + row) % reel.length]).join(''));
  const lineWins = [];
  LINES.forEach((rows, i) => {
    const s = [...rows].map((row, reel) => grid[row][reel]);
    const symbol = s.find((x) => x !== 'W') ?? '7';
    let count = 0;
    while (count < 5 && (s[count] === symbol || s[count] === 'W')) count++;
    if (count >= 3) lineWins.push({ line: i + 1, symbol, count, pays: PAYS[symbol][count - 3] });
  });
  const multiplier = ratio(BigInt(lineWins.reduce((sum, w) => sum + w.pays, 0)), 20n);
  return { stops, grid, lineWins, multiplier, payout: pay(p.stake, multiplier) };
}

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
function roulette(p, next) {
  const pocket = int(next, 37);
  const betPayouts = p.bets.map((b) =>
    b.numbers.includes(pocket) ? (BigInt(b.stake) * 36n) / BigInt(b.numbers.length) : 0n,
  );
  const totalStake = p.bets.reduce((sum, b) => sum + BigInt(b.stake), 0n);
  const payout = betPayouts.reduce((sum, x) => sum + x, 0n);
  const color = pocket === 0 ? 'green' : RED.includes(pocket) ? 'red' : 'black';
  return {
    pocket,
    color,
    betPayouts: betPayouts.map(String),
    totalStake: String(totalStake),
    multiplier: ratio(payout, totalStake),
    payout: String(payout),
  };
}

function dice(p, next) {
  const roll = int(next, 10000);
  const win = p.direction === 'under' ? roll < p.target : roll > p.target;
  const wins = p.direction === 'under' ? p.target : 9999 - p.target;
  const multiplier = win ? ratio(99n * 10000n, 100n * BigInt(wins)) : NONE;
  return { roll, win, multiplier, payout: pay(p.stake, multiplier) };
}

function mines(p, next) {
  const tiles = [...Array(25).keys()];
  for (let i = 0; i < 24; i++) {
    const j = i + int(next, 25 - i);
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  const mineTiles = tiles.slice(0, p.mines).sort((a, b) => a - b);
  const revealed = [];
  let status = 'playing';
  let multiplier = NONE;
  for (const tile of p.picks) {
    if (status !== 'playing') throw new Error('a pick after the round ended');
    revealed.push(tile);
    if (mineTiles.includes(tile)) {
      status = 'lost';
      multiplier = NONE;
      continue;
    }
    // 99% over the chance of k safe picks, C(25-mines, k) / C(25, k); at most 10,000x, which ends the round.
    const k = revealed.length;
    let num = 99n * choose(25, k);
    let den = 100n * choose(25 - p.mines, k);
    const capped = num >= 10000n * den;
    if (capped) [num, den] = [10000n, 1n];
    multiplier = ratio(num, den);
    if (capped || k === 25 - p.mines) status = 'cashed';
  }
  if (status === 'playing' && p.cashOut && revealed.length > 0) status = 'cashed';
  if (status === 'playing') throw new Error('the round has not ended');
  return { mineTiles, revealed, status, multiplier, payout: status === 'cashed' ? pay(p.stake, multiplier) : '0' };
}

// Multipliers in hundredths from the edge to the middle; the other half mirrors them.
const PLINKO = {
  8: { low: [560, 210, 110, 100, 50], medium: [1300, 300, 130, 70, 40], high: [2890, 400, 150, 30, 20] },
  9: { low: [560, 200, 160, 100, 70], medium: [1760, 400, 170, 90, 50], high: [4280, 700, 200, 60, 20] },
  10: { low: [880, 300, 140, 110, 100, 50], medium: [2200, 500, 200, 140, 60, 40], high: [7600, 990, 300, 90, 30, 20] },
  11: {
    low: [830, 300, 190, 130, 100, 70],
    medium: [2400, 590, 300, 180, 70, 50],
    high: [12000, 1380, 520, 140, 40, 20],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50],
    medium: [3300, 1100, 400, 200, 110, 60, 30],
    high: [17000, 2380, 810, 200, 70, 20, 20],
  },
  13: {
    low: [810, 400, 300, 190, 120, 90, 70],
    medium: [4300, 1300, 600, 300, 130, 70, 40],
    high: [26000, 3700, 1090, 400, 100, 20, 20],
  },
  14: {
    low: [700, 400, 190, 140, 130, 110, 100, 50],
    medium: [5800, 1500, 700, 400, 190, 100, 50, 20],
    high: [42000, 5600, 1800, 500, 190, 30, 20, 20],
  },
  15: {
    low: [1500, 790, 300, 200, 150, 110, 100, 70],
    medium: [8800, 1800, 1100, 500, 300, 130, 50, 30],
    high: [62000, 8300, 2690, 800, 300, 50, 20, 20],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};
function plinko(p, next) {
  let path = '';
  for (let row = 0; row < p.rows; row++) path += int(next, 2) === 1 ? 'R' : 'L';
  const half = PLINKO[p.rows][p.risk];
  const table = [...half, ...[...half].reverse().slice(p.rows % 2 === 0 ? 1 : 0)];
  const slot = [...path].filter((step) => step === 'R').length;
  const multiplier = ratio(BigInt(table[slot]), 100n);
  return { path, slot, multiplier, payout: pay(p.stake, multiplier) };
}

function crash(p, next) {
  // u: 52 uniform bits (top 20 of the first word, all of the second); the point in hundredths.
  const u = BigInt(next() >>> 12) * 2n ** 32n + BigInt(next());
  const range = 2n ** 52n;
  let point = (99n * range) / (range - u);
  point = point < 100n ? 100n : point > 1000000n ? 1000000n : point;
  const crashPoint = Number(point);
  const win = p.cashOutAt !== null && p.cashOutAt <= crashPoint;
  const multiplier = win ? ratio(BigInt(p.cashOutAt), 100n) : NONE;
  return { crashPoint, win, multiplier, payout: pay(p.stake, multiplier) };
}

const GAMES = { slot, roulette, dice, mines, plinko, crash };

// JSON with sorted keys, so key order does not matter when comparing.
const canonical = (value) =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

const file = process.argv[2];
const lines = readFileSync(file ?? 0, 'utf8')
  .split('\n')
  .filter((line) => line.trim());
let matched = 0;
lines.forEach((line, i) => {
  let problem = null;
  try {
    const record = JSON.parse(line);
    const game = GAMES[record.game];
    if (sha256(record.serverSeed) !== record.serverSeedHash) problem = 'the server seed does not match its hash';
    else if (!game) problem = `unknown game ${record.game}`;
    else {
      const expected = canonical(game(record.params, words(record)));
      if (expected !== canonical(record.outcome)) problem = `outcome differs; recomputed ${expected}`;
    }
  } catch (error) {
    problem = `cannot verify: ${error.message}`;
  }
  if (problem) console.log(`line ${i + 1}: ${problem}`);
  else matched++;
});
console.log(`${lines.length} rounds, ${matched} match`);
process.exit(matched === lines.length && lines.length > 0 ? 0 : 1);
