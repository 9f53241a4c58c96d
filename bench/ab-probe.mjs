// Loaded with --import into a measured process: reports its peak RSS and CPU time on exit.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const usage = process.resourceUsage();
  writeSync(2, `\n__ab_usage=${usage.maxRSS},${usage.userCPUTime + usage.systemCPUTime}\n`);
});
