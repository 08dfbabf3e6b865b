import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/chromium';
const out = process.argv[2] ?? '/tmp/lh.json';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
try {
  const result = await lighthouse(process.env.URL ?? 'http://127.0.0.1:8496/', { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  writeFileSync(out, JSON.stringify(result?.lhr));
} finally { await chrome.kill(); }
