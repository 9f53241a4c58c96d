// Types of the launcher's exports, for the tests that import it.
export function withoutVisitorNames(source: string): string;
export function bundleFile(): Promise<string>;
export function runBundle(file: string, role: string, options?: { saveCodeCache?: boolean; codeCache?: 'build' | 'dev' }): Promise<void>;
export function bundle(outDir: string, options?: { readable?: boolean }): Promise<void>;
