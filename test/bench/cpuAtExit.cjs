// Preloaded (node -r) into a command-line run by npm run bench:explain: at exit, writes the
// process's CPU (every thread, getrusage) to the file BENCH_CPU_OUT names, in ms. CommonJS:
// a preload with --import would add Node's ESM loader to the start-up it measures.
/* global process, require */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { writeFileSync } = require('fs');

process.on('exit', () => {
  const u = process.resourceUsage();
  writeFileSync(process.env.BENCH_CPU_OUT, String((u.userCPUTime + u.systemCPUTime) / 1000));
});
