import { benchLedger } from '/work/main/bench/ledger.bench';

const r = await benchLedger();
console.log(r.ok ? 'PASS' : 'MISS');
for (const l of r.lines) console.log(l);
