// Checks that every file or folder docs/architecture.md, docs/requirements.md and docs/scaling.md name exists, so
// the maps stay true as code moves: `node scripts/check-doc-paths.mjs` checks the working tree;
// `node scripts/check-doc-paths.mjs <git ref> ...` checks those commits instead (a path passes when
// one of them has it). Paths are read from inline code spans, resolved as requirements.md says:
// repository-relative, web (app/ features/ shared/) under apps/web/src, server (modules/ http/ db/
// jobs/ ...) under apps/server/src, and a bare file name anywhere in the tree.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const DOCS = ['docs/architecture.md', 'docs/requirements.md', 'docs/scaling.md'];
const ROOTS = ['apps/', 'packages/', 'docs/', 'e2e/', 'bench/', 'scripts/'];
const WEB = ['app/', 'features/', 'shared/'];
const SERVER = ['modules/', 'http/', 'db/', 'jobs/', 'security/', 'deployment/', 'seed/'];
const FILE_NAME = /^[\w.-]+\.(ts|tsx|mjs|md|json|css)$/;

function filesOf(ref) {
  const args = ref ? ['ls-tree', '-r', '--name-only', ref] : ['ls-files', '--cached', '--others', '--exclude-standard'];
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean);
}

/** The repository path a doc's path stands for, or null when the span is not a path. */
function resolve(span) {
  if (span.includes('<') || span.includes(' ') || span.startsWith('../')) return null;
  if (ROOTS.some((root) => span.startsWith(root))) return span;
  if (WEB.some((root) => span.startsWith(root))) return `apps/web/src/${span}`;
  if (SERVER.some((root) => span.startsWith(root))) return `apps/server/src/${span}`;
  if (FILE_NAME.test(span)) return `**/${span}`;
  return null;
}

function matcher(path) {
  const pattern = path
    .replace(/\/$/, '')
    .split('**/')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  // A file matches itself; a folder (with or without its trailing /) any file under it.
  return new RegExp(`^${pattern}(?:$|/)`);
}

const refs = process.argv.slice(2);
const trees = (refs.length > 0 ? refs : [null]).map((ref) => ({ name: ref ?? 'working tree', files: filesOf(ref) }));
let missing = 0;
for (const doc of DOCS) {
  const spans = new Set([...readFileSync(doc, 'utf8').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]));
  for (const span of spans) {
    const path = resolve(span);
    if (!path) continue;
    const re = matcher(path);
    const holders = trees.filter((tree) => tree.files.some((file) => re.test(file))).map((tree) => tree.name);
    if (holders.length === 0) {
      missing += 1;
      console.log(`${doc}: ${span} (${path}) is in none of: ${trees.map((t) => t.name).join(', ')}`);
    }
  }
}
console.log(missing === 0 ? 'every path the docs name exists' : `${missing} path(s) missing`);
process.exitCode = missing === 0 ? 0 : 1;
