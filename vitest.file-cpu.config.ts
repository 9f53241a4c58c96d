import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// `npm test` with the CPU time of each test file printed at the end (test/file-cpu/): on a shared, busy machine
// a file's wall time says more about the machine than about the file.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      setupFiles: ['test/file-cpu/measure.ts'],
      reporters: ['default', './test/file-cpu/report.ts'],
    },
  }),
);
