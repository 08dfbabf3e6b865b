import { createHash } from 'node:crypto';
import { escapeMarkup } from '../../http/escape-markup';

/**
 * The page a launch URL opens in the game popup's frame for a game whose vendor has no game page of
 * its own (vendors registered with one, and the in-house studio, open their own pages instead).
 * Server-rendered, every value escaped, no script at all: the CSP allows only our own images and
 * this one stylesheet (by hash), and only our site may frame it.
 */

export type PlayPageSubject = {
  language: 'ar' | 'en';
  gameName: string;
  vendorName: string;
  iconUrl: string;
  trial: boolean;
};

const STYLE = `
html,body{margin:0;height:100%;background:#0f172a;color:#e2e8f0;font-family:system-ui,sans-serif}
main{min-height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;box-sizing:border-box;text-align:center}
img{width:160px;height:160px;border-radius:24px}
h1{margin:0;font-size:1.5rem}
p{margin:0;max-width:32rem;line-height:1.5}
.vendor{color:#94a3b8}
.mode{padding:4px 12px;border-radius:999px;background:#1e293b;font-weight:600}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const PLAY_PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'none'",
    "img-src 'self'",
    `style-src 'sha256-${STYLE_HASH}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  // The launch id is a credential: nothing keeps the page.
  'cache-control': 'no-store',
};

const TEXT = {
  ar: {
    real: 'لعب حقيقي',
    trial: 'تجربة مجانية',
    pending: (vendor: string) => `ستُفتح طاولة ألعاب ${vendor} هنا فور ربط المزوّد.`,
  },
  en: {
    real: 'Real play',
    trial: 'Free trial',
    pending: (vendor: string) => `The game table of ${vendor} opens here once the vendor is connected.`,
  },
} as const;

function document(lang: 'ar' | 'en', title: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
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

export function renderPlayPage(subject: PlayPageSubject): string {
  const text = TEXT[subject.language];
  const game = escapeMarkup(subject.gameName);
  const vendor = escapeMarkup(subject.vendorName);
  return document(
    subject.language,
    `${subject.gameName} - ${subject.vendorName}`,
    `<img src="${escapeMarkup(subject.iconUrl)}" alt="" width="160" height="160">
<h1>${game}</h1>
<p class="vendor">${vendor}</p>
<p class="mode">${subject.trial ? text.trial : text.real}</p>
<p>${escapeMarkup(text.pending(subject.vendorName))}</p>`,
  );
}

/** An unknown or expired launch: both languages, since the launch (and its language) is unknown. */
export function renderLaunchNotFoundPage(): string {
  return document(
    'ar',
    'انتهت صلاحية رابط اللعبة - Game link expired',
    `<h1>انتهت صلاحية رابط اللعبة أو أنه غير موجود.</h1>
<p>أغلق هذه النافذة وابدأ اللعبة من جديد.</p>
<h1 lang="en" dir="ltr">This game link has expired or does not exist.</h1>
<p lang="en" dir="ltr">Close this window and start the game again.</p>`,
  );
}
