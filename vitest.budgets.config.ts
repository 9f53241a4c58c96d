import { defineConfig } from 'vitest/config';

// The speed and memory budgets: measured on the machine at hand, so they live apart from `npm test`.
export default defineConfig({
  test: {
    include: ['bench/budgets/**/*.budget.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One at a time: a budget measured beside another is measured on a busier machine.
    fileParallelism: false,
  },
});
