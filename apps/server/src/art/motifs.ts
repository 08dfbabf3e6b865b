import { between, groundShadow, type Palette, type Random, round, sparkle, sphere } from './svg-art-kit';

/**
 * The illustrations a game's picture is made of, one per theme (slots by their subject, fish,
 * cards, dice, balls...). Each draws in a 200 x 200 box around its centre, with the shared
 * gradients of svg-art-kit (accent `ac`, gold `mt`, sphere shading `bl`, highlight `hl`, shadow
 * `sh`), and takes a few of its proportions from the random sequence, so two games of one theme
 * still differ.
 */
export type Motif = (palette: Palette, random: Random) => string;

const dragon: Motif = (p, r) => {
  const bend = between(r, -12, 12);
  const body = `M36 150C62 ${90 + bend} 104 ${160 - bend} 124 100S168 62 156 44`;
  return [
    groundShadow(100, 162, 64, 10),
    // Gold scales standing out of both flanks, then the body over them.
    `<path d="${body}" fill="none" stroke="url(#mt)" stroke-width="34" stroke-dasharray="6 16"/>`,
    `<path d="${body}" fill="none" stroke="${p.accentDark}" stroke-width="26" stroke-linecap="round"/>`,
    `<path d="${body}" fill="none" stroke="url(#ac)" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="${body}" fill="none" stroke="#fff3b0" stroke-opacity=".55" stroke-width="5" stroke-dasharray="3 9"/>`,
    '<path d="M146 30l6 16 14-10-4 16z" fill="url(#mt)"/>',
    `<circle cx="156" cy="46" r="15" fill="url(#ac)" stroke="${p.accentDark}" stroke-width="3"/>`,
    '<circle cx="161" cy="42" r="3.5" fill="#fff"/><circle cx="161.5" cy="42" r="1.8" fill="#111"/>',
    '<path d="M168 52q16 4 22 16M166 56q10 12 8 26" stroke="#fde68a" stroke-width="2.5" fill="none" stroke-linecap="round"/>',
    sphere(62, 74, 15, '#fcd34d'),
  ].join('');
};

const pyramid: Motif = (p, r) => {
  const sunX = between(r, 120, 146);
  return [
    sphere(sunX, 66, 28, '#fbbf24'),
    groundShadow(104, 156, 80, 10),
    '<path d="M100 46L34 152H100z" fill="url(#mt)"/>',
    '<path d="M100 46L166 152H100z" fill="#9a4a00"/>',
    '<path d="M58 114H142M76 84H124M46 134H154" stroke="#5a2d00" stroke-opacity=".35" stroke-width="2"/>',
    `<path d="M86 104Q100 92 114 104Q100 116 86 104z" fill="#fff" stroke="${p.accentDark}" stroke-width="2"/>`,
    `<circle cx="100" cy="104" r="4.5" fill="${p.accent}"/>`,
  ].join('');
};

const oasis: Motif = (p, r) => {
  const lean = between(r, -8, 8);
  return [
    sphere(146, 58, 22, '#fde047'),
    '<path d="M20 150Q70 110 120 140T190 128V178H20z" fill="#d97706"/>',
    '<path d="M14 164Q80 132 186 160V182H14z" fill="#fbbf24"/>',
    `<ellipse cx="92" cy="158" rx="34" ry="7" fill="${p.accentLight}" opacity=".85"/>`,
    `<path d="M80 152Q${80 + lean} 110 ${92 + lean} 70" stroke="#7c4a1e" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    ...[-60, -15, 25, 70, 120].map(
      (angle) =>
        `<ellipse cx="${round(92 + lean + 22 * Math.cos((angle * Math.PI) / 180))}" cy="${round(70 + 10 * Math.sin((angle * Math.PI) / 180))}" rx="26" ry="7" transform="rotate(${angle} ${round(92 + lean + 22 * Math.cos((angle * Math.PI) / 180))} ${round(70 + 10 * Math.sin((angle * Math.PI) / 180))})" fill="#16a34a" stroke="#14532d" stroke-width="1.5"/>`,
    ),
  ].join('');
};

function lanternAt(x: number, y: number, s: number): string {
  const rx = round(30 * s);
  const ry = round(36 * s);
  return [
    `<path d="M${x} ${round(y - ry - 22 * s)}V${round(y - ry)}" stroke="#fbbf24" stroke-width="2"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#dc2626"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${round(rx / 2)}" ry="${ry}" fill="none" stroke="#7f1d1d" stroke-width="2"/>`,
    `<path d="M${x} ${round(y - ry)}V${round(y + ry)}" stroke="#7f1d1d" stroke-width="2"/>`,
    `<ellipse cx="${round(x - rx / 3)}" cy="${round(y - ry / 3)}" rx="${round(rx / 3)}" ry="${round(ry / 2)}" fill="url(#hl)"/>`,
    `<rect x="${round(x - rx / 2)}" y="${round(y - ry - 5 * s)}" width="${rx}" height="${round(9 * s)}" rx="2" fill="url(#mt)"/>`,
    `<rect x="${round(x - rx / 2)}" y="${round(y + ry - 4 * s)}" width="${rx}" height="${round(9 * s)}" rx="2" fill="url(#mt)"/>`,
    `<path d="M${x} ${round(y + ry + 5 * s)}v${round(20 * s)}" stroke="#fbbf24" stroke-width="${round(4 * s)}"/>`,
  ].join('');
}

const lanterns: Motif = (_p, r) => {
  const high = between(r, 62, 78);
  return [groundShadow(100, 170, 60, 8), lanternAt(66, high, 0.8), lanternAt(124, 104, 1.05), sparkle(160, 52, 7)].join(
    '',
  );
};

const gem: Motif = (p, r) => {
  const tilt = between(r, -10, 10);
  return [
    groundShadow(100, 162, 56, 9),
    `<g transform="rotate(${tilt} 100 105)">`,
    `<path d="M62 70H138L164 96L100 162L36 96z" fill="${p.accent}"/>`,
    `<path d="M62 70L80 96H120L138 70z" fill="${p.accentLight}"/>`,
    `<path d="M36 96H80L100 162z" fill="${p.accentDark}"/>`,
    `<path d="M120 96H164L100 162z" fill="${p.accentDark}" opacity=".7"/>`,
    '<path d="M80 96H120L100 162z" fill="#fff" opacity=".28"/>',
    '<path d="M62 70L80 96L36 96z" fill="#fff" opacity=".45"/>',
    '</g>',
    sparkle(140, 62, 10),
    sparkle(58, 140, 6, 0.7),
  ].join('');
};

function dieAt(x: number, y: number, s: number, pips: number): string {
  const w = round(34 * s);
  const h = round(20 * s);
  const d = round(40 * s);
  const top = `M${x} ${round(y - h)}L${round(x + w)} ${y}L${x} ${round(y + h)}L${round(x - w)} ${y}z`;
  const left = `M${round(x - w)} ${y}L${x} ${round(y + h)}V${round(y + h + d)}L${round(x - w)} ${round(y + d)}z`;
  const right = `M${round(x + w)} ${y}L${x} ${round(y + h)}V${round(y + h + d)}L${round(x + w)} ${round(y + d)}z`;
  const spots: [number, number][] = [
    [0, 0],
    [-0.45, 0],
    [0.45, 0],
    [0, -0.45],
    [0, 0.45],
    [-0.45, -0.45],
  ];
  const dots = spots
    .slice(0, pips)
    .map(([u, v]) => {
      const px = round(x + (u - v) * w * 0.55);
      const py = round(y + (u + v) * h * 0.55);
      return `<ellipse cx="${px}" cy="${py}" rx="${round(5 * s)}" ry="${round(3 * s)}" fill="#dc2626"/>`;
    })
    .join('');
  return `<path d="${top}" fill="#fff"/><path d="${left}" fill="#e2e8f0"/><path d="${right}" fill="#94a3b8"/>${dots}`;
}

const dice: Motif = (_p, r) => {
  const first = 1 + Math.floor(r() * 6);
  const second = 1 + Math.floor(r() * 6);
  return [
    groundShadow(100, 160, 74, 10),
    dieAt(72, 82, 1, first),
    dieAt(132, 104, 0.9, second),
    sparkle(150, 50, 8),
  ].join('');
};

const rocket: Motif = (p, r) => {
  const rise = between(r, 40, 60);
  return [
    `<path d="M24 168Q100 160 ${150} ${rise}" fill="none" stroke="${p.accentLight}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M24 168Q100 160 150 ${rise}V172H24z" fill="${p.accent}" opacity=".25"/>`,
    `<g transform="translate(132 ${rise + 22}) rotate(40)">`,
    '<path d="M-10 30Q0 62 10 30z" fill="#fb923c"/><path d="M-5 30Q0 48 5 30z" fill="#fde047"/>',
    '<path d="M-14 14L-26 34H-8zM14 14L26 34H8z" fill="#dc2626"/>',
    '<path d="M0-42C18-24 16 18 12 30H-12C-16 18-18-24 0-42z" fill="#e2e8f0"/>',
    '<path d="M0-42C18-24 16 18 12 30H2C6 10 8-20 0-42z" fill="#94a3b8"/>',
    `<circle cx="0" cy="-10" r="7" fill="${p.accentDark}" stroke="#fff" stroke-width="2.5"/>`,
    '</g>',
    sparkle(46, 54, 7),
    sparkle(80, 96, 4, 0.7),
  ].join('');
};

const mines: Motif = (_p, r) => {
  const cells: string[] = [];
  const bomb = Math.floor(r() * 9);
  for (let i = 0; i < 9; i++) {
    const x = 38 + (i % 3) * 44;
    const y = 42 + Math.floor(i / 3) * 44;
    cells.push(
      `<rect x="${x}" y="${y}" width="38" height="38" rx="8" fill="#fff" fill-opacity="${i === bomb ? 0.08 : 0.18}"/>`,
    );
  }
  const bx = 57 + (bomb % 3) * 44;
  const by = 61 + Math.floor(bomb / 3) * 44;
  return [
    ...cells,
    sphere(bx, by + 2, 15, '#1f2937'),
    `<path d="M${bx + 8} ${by - 10}q8-8 14-4" stroke="#a16207" stroke-width="3" fill="none"/>`,
    sparkle(bx + 22, by - 15, 8),
    `<path d="M${bx === 57 ? 145 : 57} ${by === 61 ? 135 : 55}l10 8-10 14-10-14z" fill="#22d3ee" stroke="#0e7490" stroke-width="2"/>`,
  ].join('');
};

const plinko: Motif = (p, r) => {
  const pegs: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col <= row + 1; col++) {
      pegs.push(
        `<circle cx="${100 + (col - (row + 1) / 2) * 22}" cy="${50 + row * 20}" r="3.5" fill="#fff" opacity=".85"/>`,
      );
    }
  }
  const slots = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#eab308', '#f97316', '#ef4444']
    .map((color, i) => `<rect x="${26 + i * 21.5}" y="156" width="18" height="12" rx="3" fill="${color}"/>`)
    .join('');
  return [...pegs, slots, sphere(between(r, 84, 118), 86, 9, p.accentLight)].join('');
};

const roulette: Motif = (_p, r) => {
  const turn = between(r, 0, 20);
  return [
    groundShadow(100, 164, 66, 9),
    '<circle cx="100" cy="100" r="66" fill="url(#mt)"/>',
    '<circle cx="100" cy="100" r="56" fill="#3f1d0b"/>',
    `<circle cx="100" cy="100" r="44" fill="none" stroke="#b91c1c" stroke-width="20"/>`,
    `<circle cx="100" cy="100" r="44" fill="none" stroke="#111827" stroke-width="20" stroke-dasharray="7.68 7.68" transform="rotate(${turn} 100 100)"/>`,
    '<circle cx="100" cy="100" r="30" fill="url(#mt)"/>',
    '<path d="M100 78V122M78 100H122" stroke="#8a4b00" stroke-width="4" stroke-linecap="round"/>',
    sphere(100, 100, 8, '#fcd34d'),
    sphere(134, 62, 6, '#f8fafc'),
  ].join('');
};

const fish: Motif = (p, r) => {
  const y = between(r, 88, 104);
  return [
    '<path d="M0 160Q25 148 50 160T100 160T150 160T200 160V200H0z" fill="#0ea5e9" opacity=".55"/>',
    '<path d="M0 172Q25 162 50 172T100 172T150 172T200 172V200H0z" fill="#0369a1" opacity=".7"/>',
    `<path d="M146 ${y}L176 ${y - 22}V${y + 22}z" fill="${p.accentDark}"/>`,
    `<ellipse cx="98" cy="${y}" rx="54" ry="34" fill="url(#ac)"/>`,
    `<path d="M86 ${y - 32}Q104 ${y - 56} 124 ${y - 28}z" fill="${p.accentDark}"/>`,
    `<path d="M112 ${y - 26}Q124 ${y} 112 ${y + 26}M126 ${y - 20}Q136 ${y} 126 ${y + 20}" stroke="#fff" stroke-opacity=".4" stroke-width="3" fill="none"/>`,
    `<ellipse cx="86" cy="${y - 14}" rx="34" ry="10" fill="url(#hl)"/>`,
    `<circle cx="68" cy="${y - 6}" r="8" fill="#fff"/><circle cx="66" cy="${y - 6}" r="4" fill="#111"/>`,
    `<path d="M48 ${y + 10}q8 6 16 0" stroke="${p.accentDark}" stroke-width="3" fill="none"/>`,
    `<circle cx="40" cy="${y - 30}" r="6" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>`,
    `<circle cx="30" cy="${y - 50}" r="4" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`,
  ].join('');
};

const SUITS = {
  heart: ['M0 10C-16-2-12-14-5-14C-2-14 0-11 0-9C0-11 2-14 5-14C12-14 16-2 0 10z', '#dc2626'],
  diamond: ['M0-15L11 0L0 15L-11 0z', '#dc2626'],
  spade: ['M0-14C16 0 10 10 3 6L6 14H-6L-3 6C-10 10-16 0 0-14z', '#111827'],
  club: ['M0-14A6 6 0 0 1 4-3A6 6 0 1 1 2 6L5 14H-5L-2 6A6 6 0 1 1-4-3A6 6 0 0 1 0-14z', '#111827'],
} as const;

function cardAt(angle: number, suit: keyof typeof SUITS): string {
  const [path, color] = SUITS[suit];
  return `<g transform="rotate(${angle} 100 170)"><rect x="72" y="48" width="56" height="82" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><path d="${path}" transform="translate(100 89) scale(1.3)" fill="${color}"/><path d="${path}" transform="translate(81 60) scale(.45)" fill="${color}"/></g>`;
}

function chipAt(x: number, y: number, color: string): string {
  return `<ellipse cx="${x}" cy="${y + 4}" rx="20" ry="9" fill="#000" opacity=".35"/><ellipse cx="${x}" cy="${y}" rx="20" ry="9" fill="${color}"/><ellipse cx="${x}" cy="${y}" rx="20" ry="9" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="6 6"/><ellipse cx="${x}" cy="${y}" rx="11" ry="5" fill="#fff" opacity=".9"/>`;
}

const cards: Motif = (p, r) => {
  const order = Object.keys(SUITS) as (keyof typeof SUITS)[];
  const start = Math.floor(r() * order.length);
  const pick = (i: number) => order[(start + i) % order.length] as keyof typeof SUITS;
  const spread = between(r, 14, 22);
  return [
    groundShadow(100, 160, 66, 9),
    cardAt(-spread, pick(0)),
    cardAt(0, pick(1)),
    cardAt(spread, pick(2)),
    chipAt(between(r, 56, 70), 150, p.accent),
  ].join('');
};

const chips: Motif = (p, r) => {
  const stack = (x: number, count: number, color: string) =>
    Array.from({ length: count }, (_, i) => chipAt(x, 150 - i * 9, color)).join('');
  return [
    groundShadow(100, 160, 76, 10),
    stack(62, 3 + Math.floor(r() * 3), p.accent),
    stack(104, 5 + Math.floor(r() * 3), '#dc2626'),
    stack(144, 2 + Math.floor(r() * 3), '#111827'),
    sparkle(150, 56, 8),
  ].join('');
};

const football: Motif = (_p, r) => {
  const x = between(r, 90, 112);
  const patches = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = ((a - 90) * Math.PI) / 180;
      return `<path d="M${round(x + 20 * Math.cos(rad))} ${round(98 + 20 * Math.sin(rad))}L${round(x + 34 * Math.cos(rad))} ${round(98 + 34 * Math.sin(rad))}" stroke="#1f2937" stroke-width="3"/>`;
    })
    .join('');
  return [
    '<path d="M40 140H160L196 186H4z" fill="#15803d"/>',
    '<path d="M70 140L58 186M130 140L142 186M100 140V186M22 163H178" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>',
    groundShadow(x, 144, 40, 7),
    sphere(x, 98, 40, '#f8fafc'),
    `<path d="M${x} 78L${round(x + 19)} 92L${round(x + 12)} 114H${round(x - 12)}L${round(x - 19)} 92z" fill="#1f2937"/>`,
    patches,
  ].join('');
};

const gamepad: Motif = (p, r) => {
  const bolt = between(r, 30, 60);
  return [
    `<path d="M${bolt + 100} 24L${bolt + 76} 70H${bolt + 92}L${bolt + 72} 110" stroke="${p.accentLight}" stroke-width="5" fill="none" stroke-linejoin="round" opacity=".8"/>`,
    groundShadow(100, 160, 70, 9),
    '<path d="M58 78H142C170 78 182 150 160 154C146 156 138 132 124 132H76C62 132 54 156 40 154C18 150 30 78 58 78z" fill="url(#ac)"/>',
    '<path d="M58 78H142C156 78 164 92 168 106H32C36 92 44 78 58 78z" fill="url(#hl)"/>',
    '<path d="M54 100H70V110H80V122H70V132H58V122H48V110H58z" transform="translate(4 -6)" fill="#111827"/>',
    sphere(130, 100, 6, '#22c55e'),
    sphere(144, 110, 6, '#ef4444'),
    sphere(116, 110, 6, '#3b82f6'),
    sphere(130, 120, 6, '#eab308'),
  ].join('');
};

const LOTTERY_COLORS = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];

const lotteryBalls: Motif = (_p, r) => {
  const shift = Math.floor(r() * LOTTERY_COLORS.length);
  const balls = [
    [56, 118, 20],
    [92, 96, 24],
    [132, 112, 22],
    [112, 146, 18],
    [72, 150, 16],
  ]
    .map(([x, y, size], i) => {
      const color = LOTTERY_COLORS[(i + shift) % LOTTERY_COLORS.length] as string;
      return `${sphere(x as number, y as number, size as number, color)}<circle cx="${x}" cy="${y}" r="${round((size as number) * 0.45)}" fill="#fff" opacity=".9"/>`;
    })
    .join('');
  return [
    '<circle cx="100" cy="112" r="70" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>',
    groundShadow(100, 176, 60, 8),
    balls,
    sparkle(156, 50, 9),
  ].join('');
};

const cherries: Motif = (_p, r) => {
  const gap = between(r, 36, 48);
  return [
    groundShadow(100, 164, 60, 9),
    `<path d="M${100 - gap / 2} 124Q96 80 116 44M${100 + gap / 2} 134Q120 90 116 44" stroke="#15803d" stroke-width="5" fill="none"/>`,
    '<path d="M116 44Q150 30 164 56Q136 66 116 44z" fill="#22c55e" stroke="#14532d" stroke-width="2"/>',
    sphere(round(100 - gap / 2), 130, 26, '#dc2626'),
    sphere(round(100 + gap / 2), 140, 26, '#b91c1c'),
  ].join('');
};

const chest: Motif = (p, r) => {
  const coins = Array.from({ length: 5 }, (_, i) => {
    const x = between(r, 60, 140);
    return `<ellipse cx="${x}" cy="${round(74 - (i % 3) * 6)}" rx="12" ry="5" fill="url(#mt)" stroke="#8a4b00"/>`;
  }).join('');
  return [
    groundShadow(100, 162, 70, 10),
    '<path d="M46 80Q100 30 154 80z" fill="#7c2d12"/>',
    coins,
    '<rect x="46" y="80" width="108" height="74" rx="6" fill="#9a3412"/>',
    '<rect x="46" y="80" width="108" height="22" fill="url(#hl)" opacity=".5"/>',
    '<path d="M64 80V154M136 80V154" stroke="url(#mt)" stroke-width="9"/>',
    `<rect x="90" y="92" width="20" height="24" rx="4" fill="url(#mt)" stroke="${p.accentDark}" stroke-width="2"/>`,
    sparkle(156, 52, 9),
  ].join('');
};

const safari: Motif = (_p, r) => {
  const sunX = between(r, 60, 140);
  return [
    sphere(sunX, 92, 46, '#f97316'),
    '<path d="M0 150Q100 130 200 150V200H0z" fill="#a16207"/>',
    '<path d="M110 150Q112 118 100 96M110 120Q126 108 140 96" stroke="#292524" stroke-width="7" fill="none" stroke-linecap="round"/>',
    '<path d="M56 98Q100 60 168 92Q120 108 56 98z" fill="#292524"/>',
    '<path d="M20 150l4-12 4 12M40 152l3-10 4 10M160 150l4-14 4 14" stroke="#292524" stroke-width="2" fill="none"/>',
  ].join('');
};

const neon: Motif = (p, r) => {
  const star = 'M100 36L116 80H162L124 106L138 150L100 124L62 150L76 106L38 80H84z';
  const skyline = Array.from({ length: 7 }, (_, i) => {
    const h = between(r, 18, 46);
    return `<rect x="${i * 29}" y="${round(200 - h)}" width="26" height="${h}" fill="#0f172a"/>`;
  }).join('');
  return [
    skyline,
    `<path d="${star}" fill="none" stroke="${p.accentLight}" stroke-width="14" stroke-opacity=".3" stroke-linejoin="round"/>`,
    `<path d="${star}" fill="none" stroke="${p.accentLight}" stroke-width="5" stroke-linejoin="round"/>`,
    '<path d="M100 52L110 82" stroke="#fff" stroke-width="2" stroke-linecap="round"/>',
  ].join('');
};

const reels: Motif = (p, r) => {
  const symbols = [
    (x: number) => sphere(x, 102, 11, '#dc2626'),
    (x: number) => `<rect x="${x - 13}" y="94" width="26" height="16" rx="3" fill="url(#mt)"/>`,
    (x: number) =>
      `<path d="M${x} 88L${x + 5} 98H${x + 15}L${x + 7} 104L${x + 10} 115L${x} 108L${x - 10} 115L${x - 7} 104L${x - 15} 98H${x - 5}z" fill="${p.accent}"/>`,
  ];
  const start = Math.floor(r() * symbols.length);
  return [
    groundShadow(100, 164, 72, 10),
    '<rect x="28" y="52" width="144" height="104" rx="16" fill="url(#mt)"/>',
    ...[60, 100, 140].map((x, i) => {
      const draw = symbols[(start + i) % symbols.length] as (x: number) => string;
      return `<rect x="${x - 17}" y="66" width="34" height="72" rx="6" fill="#fff"/>${draw(x)}`;
    }),
    '<rect x="28" y="52" width="144" height="30" rx="16" fill="url(#hl)"/>',
    '<path d="M172 84h10V56" stroke="#94a3b8" stroke-width="5" fill="none"/>',
    sphere(182, 52, 8, '#dc2626'),
  ].join('');
};

const coins: Motif = (_p, r) => {
  const stack = (x: number, count: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<ellipse cx="${x}" cy="${152 - i * 8}" rx="24" ry="9" fill="#b45309"/><ellipse cx="${x}" cy="${148 - i * 8}" rx="24" ry="9" fill="url(#mt)"/>`,
    ).join('');
  return [
    groundShadow(100, 160, 76, 10),
    stack(70, 4 + Math.floor(r() * 4)),
    stack(126, 2 + Math.floor(r() * 4)),
    sparkle(100, 54, 10),
  ].join('');
};

export const MOTIFS = {
  dragon,
  pyramid,
  oasis,
  lanterns,
  gem,
  dice,
  rocket,
  mines,
  plinko,
  roulette,
  fish,
  cards,
  chips,
  football,
  gamepad,
  lotteryBalls,
  cherries,
  chest,
  safari,
  neon,
  reels,
  coins,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
