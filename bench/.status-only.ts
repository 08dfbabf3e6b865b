import { benchSystemStatus } from '/work/main/bench/system-status.bench';

const r = await benchSystemStatus();
console.log(r.ok ? 'PASS' : 'MISS');
for (const l of r.lines) console.log(l);
