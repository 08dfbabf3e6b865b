// Preloaded by run.mjs into each process it starts: when run.mjs itself is killed (kill -9, a closed
// terminal), the orphan notices its new parent within a second and stops itself with SIGTERM, as a
// Ctrl-C would have stopped it, instead of holding its port (and the database folder) for the next run.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
