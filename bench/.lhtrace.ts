import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/chromium';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
try {
  const result = await lighthouse(process.env.URL ?? 'http://127.0.0.1:8496/', { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  writeFileSync('/tmp/lht.json', JSON.stringify(result?.lhr));
  writeFileSync('/tmp/lhtrace.json', JSON.stringify((result?.artifacts as any).Trace ?? (result?.artifacts as any).traces?.defaultPass));
} finally { await chrome.kill(); }
