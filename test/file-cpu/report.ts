import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Prints each test file's CPU time (measure.ts), largest first, and their sum, after the run. */
export default class FileCpuReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((module) => ({ file: relative(process.cwd(), module.moduleId), cpu: module.meta().cpuSeconds, wall: module.diagnostic().duration / 1000 }))
      .filter((row): row is { file: string; cpu: number; wall: number } => row.cpu !== undefined)
      .sort((a, b) => b.cpu - a.cpu);
    if (rows.length === 0) {
      process.stdout.write('\nNo CPU times: they are read from /proc, which this system does not have.\n');
      return;
    }
    const lines = rows.map((row) => `${row.cpu.toFixed(1).padStart(8)} ${row.wall.toFixed(1).padStart(8)}  ${row.file}`);
    const sum = rows.reduce((total, row) => total + row.cpu, 0);
    process.stdout.write(`\nCPU time per test file, in seconds (the file's process and every process under it):\n     CPU     wall  file\n${lines.join('\n')}\n${sum.toFixed(1).padStart(8)}           all ${rows.length} files\n`);
  }
}
