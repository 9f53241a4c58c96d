/** The oldest browsers the client's scripts and styles are written for: esbuild's targets and Lightning CSS's. */
export const BROWSER_TARGETS = { chrome: 105, firefox: 105, safari: 16 } as const;
