import { createHash } from 'node:crypto';
import type { GameSession } from './game-sessions';
import { WHEEL_MULTIPLIERS } from './lucky-wheel';
import { ERROR_TEXT, type LaunchError, PAGE_TEXT } from './page-text';

/**
 * The vendor's game page, opened in the platform's game popup frame: server-rendered, one inline
 * stylesheet and one inline script (allowed by hash, nothing else), real buttons for mouse and
 * keyboard, the result read out through a live region. The script only talks to this simulator
 * (same origin); the simulator talks to the platform's wallet, server to server.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root{color-scheme:dark}
html,body{margin:0;min-height:100%;background:#111827;color:#f3f4f6;font-family:system-ui,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1.25rem;display:flex;flex-direction:column;gap:1rem}
h1{margin:0;font-size:1.5rem}
h2{margin:0;font-size:1rem;color:#9ca3af}
p{margin:0}
.meta{color:#9ca3af;font-size:.9rem}
.mode{align-self:flex-start;padding:.2rem .8rem;border-radius:999px;background:#1f2937;font-weight:600}
.balance{display:flex;align-items:center;gap:.75rem;flex-wrap:wrap;font-size:1.2rem}
.balance output{font-weight:700;font-variant-numeric:tabular-nums}
.wheel{display:grid;grid-template-columns:repeat(6,1fr);gap:.4rem;list-style:none;margin:0;padding:0}
.wheel li{padding:.6rem 0;text-align:center;border-radius:.5rem;background:#1f2937;font-weight:600}
.wheel li.hit{background:#f59e0b;color:#111827}
fieldset{border:1px solid #374151;border-radius:.5rem;display:flex;gap:.5rem;flex-wrap:wrap}
button{font:inherit;padding:.55rem 1.1rem;border-radius:.5rem;border:1px solid #4b5563;background:#1f2937;color:inherit;cursor:pointer}
button[aria-pressed=true]{background:#2563eb;border-color:#2563eb}
button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
button:disabled{opacity:.5;cursor:not-allowed}
.spin{background:#16a34a;border-color:#16a34a;font-size:1.15rem;font-weight:700}
.result{min-height:1.5em;font-size:1.1rem;font-weight:600}
.hint{color:#fbbf24}
.history{margin:0;padding-inline-start:1.25rem;color:#d1d5db}
`;

/** The page's behaviour: only textContent is ever written, so no answer can inject markup. */
const SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('sim-data').textContent);
  const $ = (id) => document.getElementById(id);
  const balance = $('balance'), result = $('result'), spin = $('spin'), history = $('history');
  const segments = Array.from(document.querySelectorAll('.wheel li'));
  const stakes = Array.from(document.querySelectorAll('[data-stake]'));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let stake = stakes[0].dataset.stake;
  let ended = false;
  const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, name) => values[name] ?? '');
  const showBalance = (value) => { if (typeof value === 'string') balance.textContent = value + ' ' + data.currency; };
  const mark = (index) => segments.forEach((li, i) => {
    li.classList.toggle('hit', i === index);
    if (i === index) li.setAttribute('aria-current', 'true'); else li.removeAttribute('aria-current');
  });
  const turn = (target) => new Promise((resolve) => {
    if (reduced) { mark(target); resolve(); return; }
    const last = segments.length + target;
    let i = 0;
    const tick = () => { mark(i % segments.length); if (i++ >= last) resolve(); else setTimeout(tick, 30); };
    tick();
  });
  const messageOf = (code) => {
    if (code === 'INSUFFICIENT_FUNDS') return data.text.insufficient;
    if (code === 'ROUND_CANCELLED') return data.text.cancelled;
    if (code === 'CREDIT_PENDING') return data.text.pending;
    if (code === 'UNCONFIRMED') return data.text.unconfirmed;
    if (['SESSION_NOT_FOUND', 'SESSION_EXPIRED', 'LOGIN_REQUIRED', 'UNAUTHORIZED'].includes(code)) {
      ended = true;
      return data.text.expired;
    }
    return data.text.error;
  };
  const post = async (path, body) => {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: data.session, ...body }),
    });
    return res.json();
  };
  stakes.forEach((button) => button.addEventListener('click', () => {
    stake = button.dataset.stake;
    stakes.forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
  }));
  spin.addEventListener('click', async () => {
    spin.disabled = true;
    result.textContent = data.text.spinning;
    try {
      const answer = await post('/game/spin', { stake });
      if (answer.ok) {
        if (typeof answer.segment === 'number') await turn(answer.segment);
        showBalance(answer.balance);
        const won = Number(answer.win) > 0;
        result.textContent = won ? fill(data.text.win, { win: answer.win, currency: data.currency }) : data.text.lose;
        const item = document.createElement('li');
        item.textContent = fill(data.text.round, { stake: answer.stake, win: answer.win });
        history.prepend(item);
        while (history.children.length > 5) history.lastElementChild.remove();
      } else {
        showBalance(answer.balance);
        result.textContent = messageOf(answer.code);
      }
    } catch {
      result.textContent = data.text.error;
    } finally {
      spin.disabled = ended;
    }
  });
  $('refresh').addEventListener('click', async () => {
    try {
      const answer = await post('/game/balance', {});
      if (answer.ok) showBalance(answer.balance); else result.textContent = messageOf(answer.code);
    } catch {
      result.textContent = data.text.error;
    }
    spin.disabled = ended;
  });
})();`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Frame-ancestors: only the platform's own pages may frame the game (never any other site). */
function csp(frameAncestors: string[], withScript: boolean): string {
  return [
    "default-src 'none'",
    `style-src ${hashOf(STYLE)}`,
    withScript ? `script-src ${hashOf(SCRIPT)}` : "script-src 'none'",
    withScript ? "connect-src 'self'" : '',
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ]
    .filter(Boolean)
    .join('; ');
}

export const gamePageCsp = (frameAncestors: string[]) => csp(frameAncestors, true);
export const errorPageCsp = (frameAncestors: string[]) => csp(frameAncestors, false);

function document(lang: 'ar' | 'en', title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** JSON for a data block inside <script>: '<' escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderGamePage(session: GameSession, balance: string, stakes: string[]): string {
  const text = PAGE_TEXT[session.language];
  const mode = session.trial ? text.trial : session.mode === 'TRANSFER' ? text.transfer : text.real;
  const currency = escapeHtml(session.currency);
  const stakeButtons = stakes
    .map(
      (stake, i) =>
        `<button type="button" data-stake="${escapeHtml(stake)}" aria-pressed="${i === 0}">${escapeHtml(stake)} ${currency}</button>`,
    )
    .join('\n');
  const segments = WHEEL_MULTIPLIERS.map((m) => `<li>×${m}</li>`).join('');
  const hint =
    session.mode === 'TRANSFER' && !session.trial && /^0(\.0+)?$/.test(balance)
      ? `<p class="hint">${escapeHtml(text.transferHint)}</p>`
      : '';
  const data = {
    session: session.id,
    currency: session.currency,
    text,
  };
  return document(
    session.language,
    `${text.title} - ${session.vendor}`,
    `<h1>${escapeHtml(text.title)}</h1>
<p class="meta">${escapeHtml(`${text.studio} · ${session.vendor} · ${session.gameCode}`)}</p>
<p class="mode">${escapeHtml(mode)}</p>
<p class="balance"><span id="balance-label">${escapeHtml(text.balance)}</span>
<output id="balance" aria-labelledby="balance-label" aria-live="polite">${escapeHtml(balance)} ${currency}</output>
<button type="button" id="refresh">${escapeHtml(text.refresh)}</button></p>
${hint}
<ol class="wheel" aria-label="${escapeHtml(text.wheel)}">${segments}</ol>
<fieldset><legend>${escapeHtml(text.stake)}</legend>
${stakeButtons}
</fieldset>
<button type="button" id="spin" class="spin">${escapeHtml(text.spin)}</button>
<p id="result" class="result" role="status" aria-live="polite"></p>
<h2>${escapeHtml(text.history)}</h2>
<ol id="history" class="history"></ol>
<script type="application/json" id="sim-data">${scriptJson(data)}</script>
<script>${SCRIPT}</script>`,
  );
}

/** A launch that cannot be played; both languages when the launch's own is unknown. */
export function renderErrorPage(lang: 'ar' | 'en' | null, error: LaunchError): string {
  const part = (l: 'ar' | 'en', attrs = '') => {
    const [headline, advice] = ERROR_TEXT[l][error];
    return `<h1${attrs}>${escapeHtml(headline)}</h1>\n<p${attrs}>${escapeHtml(advice)}</p>`;
  };
  const body = lang ? part(lang) : `${part('ar')}\n${part('en', ' lang="en" dir="ltr"')}`;
  return document(lang ?? 'ar', ERROR_TEXT[lang ?? 'en'][error][0], `<div role="alert">\n${body}\n</div>`);
}
