import { benchBackoffice } from './backoffice.bench';
import { benchCaptchaReaders } from './captcha-readers.bench';
import { benchGameList } from './game-list.bench';
import { benchGameRtp } from './game-rtp.bench';
import { benchLedger } from './ledger.bench';
import { benchScaleOut } from './scale-out.bench';
import { benchStudioVerify } from './studio-verify.bench';
import { benchSystemStatus } from './system-status.bench';
import { benchVendorWallet } from './vendor-wallet.bench';
import { benchWebLobby } from './web-lobby.bench';

/**
 * `npm run bench`: every benchmark, each printed beside its in-run baseline; exits 1 if one misses
 * its target. `npm run bench -- game-list` (names below) runs only those named.
 */
const benches = {
  'system-status': benchSystemStatus,
  ledger: benchLedger,
  'game-list': benchGameList,
  'web-lobby': benchWebLobby,
  'game-rtp': benchGameRtp,
  'studio-verify': benchStudioVerify,
  'vendor-wallet': benchVendorWallet,
  'captcha-readers': benchCaptchaReaders,
  'scale-out': benchScaleOut,
  backoffice: benchBackoffice,
};
const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const [name, bench] of Object.entries(benches)) {
  if (names.length && !names.includes(name)) continue;
  const result = await bench();
  console.log(`${result.ok ? 'PASS' : 'MISS'}  ${result.name}`);
  for (const line of result.lines) console.log(line);
  if (!result.ok) failed++;
}
process.exit(failed ? 1 : 0);
