import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The web app's layers (DESIGN.md, "Layers and boundaries"): app/ -> features/<domain> -> shared/.
 * Biome's noRestrictedImports (biome.json) flags the upward imports as they are typed; this test
 * checks every rule over every file, including the one Biome cannot express: a feature importing
 * another feature. src/test (the harness that renders the whole app) may import anything, and only
 * tests may import it.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * The feature -> feature links that stay, each with its reason. Anything else two features share
 * moves to shared/ (if generic) or is composed in app/ (passed down as props or route elements).
 */
const ALLOWED_FEATURE_LINKS: Record<string, string> = {
  'bet-records -> records':
    'bet records is one of the record pages, built on the records kit (date range, amounts, rows)',
  'bet-records -> catalogue': 'the bet filters offer the game categories',
  'home -> announcements': 'the home page shows the notice marquee and the banners',
  'home -> catalogue': 'the home page is laid out by game category',
  'home -> lobby': "the home rows are the lobby's game tiles and grid over its queries",
  'home -> play': 'banners and the winner board start games',
  'lobby -> play': 'game and vendor tiles start games',
  'play -> catalogue': 'the vendor games dialog names the game categories',
  'wallet -> catalogue': "sub-wallets are named with the lobby's vendor names",
};

/** Imports against the layers that stay for now, as 'importing file -> imported file' (from src). */
const ALLOWED_UPWARD_IMPORTS: Record<string, string> = {};

type Import = { file: string; target: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** The specifiers a file imports: static, type-only, re-exports and dynamic imports; CSS `composes ... from`. */
function specifiers(file: string, text: string): string[] {
  if (file.endsWith('.css'))
    return [...text.matchAll(/composes:[^;]*?from\s*["']([^"']+)["']/g)].map((m) => m[1] ?? '');
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** Every relative import under src, both ends as paths from src without extension, with '/' separators. */
function relativeImports(): Import[] {
  const posix = (p: string) => p.split(path.sep).join('/');
  return sourceFiles(SRC).flatMap((full) =>
    specifiers(full, readFileSync(full, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        file: posix(path.relative(SRC, full)),
        target: posix(path.relative(SRC, path.resolve(path.dirname(full), specifier))).replace(/\.tsx?$/, ''),
      })),
  );
}

/** 'app', 'shared', 'test', 'features/<domain>', or the top-level file or folder otherwise. */
function zoneOf(fromSrc: string): string {
  const [top = '', second = ''] = fromSrc.split('/');
  return top === 'features' ? `features/${second}` : top;
}

function isTestCode(file: string): boolean {
  return zoneOf(file) === 'test' || /\.test\.tsx?$/.test(file) || /-test-[\w-]+\.tsx?$/.test(file);
}

const imports = relativeImports();
const crossing = imports.filter(({ file, target }) => zoneOf(file) !== zoneOf(target));
const shown = (found: Import[]) => found.map(({ file, target }) => `${file} imports ${target}`);

function upward(isViolation: (from: string, to: string) => boolean): string[] {
  return shown(
    crossing.filter(
      ({ file, target }) =>
        isViolation(zoneOf(file), zoneOf(target)) && !(`${file} -> ${target}` in ALLOWED_UPWARD_IMPORTS),
    ),
  );
}

function featureLinks(): Map<string, Import[]> {
  const links = new Map<string, Import[]>();
  for (const found of crossing) {
    const from = zoneOf(found.file);
    const to = zoneOf(found.target);
    if (!from.startsWith('features/') || !to.startsWith('features/')) continue;
    const link = `${from.slice('features/'.length)} -> ${to.slice('features/'.length)}`;
    links.set(link, [...(links.get(link) ?? []), found]);
  }
  return links;
}

describe('web import zones: app -> features -> shared', () => {
  it('finds the imports it checks', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(crossing.some(({ file }) => zoneOf(file) === 'app')).toBe(true);
  });

  it('shared/ imports neither features/ nor app/', () => {
    expect(upward((from, to) => from === 'shared' && (to === 'app' || to.startsWith('features/')))).toEqual([]);
  });

  it('features/ do not import app/', () => {
    expect(upward((from, to) => from.startsWith('features/') && to === 'app')).toEqual([]);
  });

  it('a feature imports another feature only through an allowed link', () => {
    const links = featureLinks();
    const unlisted = [...links].filter(([link]) => !(link in ALLOWED_FEATURE_LINKS)).flatMap(([, found]) => found);
    expect(shown(unlisted)).toEqual([]);
  });

  it('keeps at most 15 allowed feature links, each still in use', () => {
    const links = featureLinks();
    expect(Object.keys(ALLOWED_FEATURE_LINKS).length).toBeLessThanOrEqual(15);
    const unused = Object.keys(ALLOWED_FEATURE_LINKS).filter((link) => !links.has(link));
    expect(unused, 'these allowed links are gone: remove them from ALLOWED_FEATURE_LINKS').toEqual([]);
    const stale = Object.keys(ALLOWED_UPWARD_IMPORTS).filter(
      (allowed) => !imports.some(({ file, target }) => `${file} -> ${target}` === allowed),
    );
    expect(stale, 'these allowed imports are gone: remove them from ALLOWED_UPWARD_IMPORTS').toEqual([]);
  });

  it('only tests and test support import the test harness in src/test', () => {
    const intoTest = crossing.filter(({ file, target }) => zoneOf(target) === 'test' && !isTestCode(file));
    expect(shown(intoTest)).toEqual([]);
  });
});
