import { benchLedger } from './ledger.bench';
import { benchSystemStatus } from './system-status.bench';

/** `npm run bench`: every benchmark, each printed beside its in-run baseline; exits 1 if one misses its target. */
const benches = [benchSystemStatus, benchLedger];
let failed = 0;
for (const bench of benches) {
  const result = await bench();
  console.log(`${result.ok ? 'PASS' : 'MISS'}  ${result.name}`);
  for (const line of result.lines) console.log(line);
  if (!result.ok) failed++;
}
process.exit(failed ? 1 : 0);
