// Loaded with --import into a measured process: reports its peak RSS on exit.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `\n__peak_rss_kb=${process.resourceUsage().maxRSS}\n`);
});
