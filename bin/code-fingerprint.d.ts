// Types of bin/code-fingerprint.js, for the TypeScript sources and tests that import it.
export function codeFingerprint(root: string, extraFiles?: string[]): string;
