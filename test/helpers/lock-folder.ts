import { execFileSync } from 'node:child_process';

/**
 * Makes `dir` unwritable for this user: immutable for root (chattr), read-only
 * otherwise. Returns the undo, or undefined where neither works (then a case
 * that needs it cannot be set up here).
 */
export function lockFolder(dir: string): (() => void) | undefined {
  try {
    if (process.getuid?.() === 0) {
      execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
      return () => execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
    }
    execFileSync('chmod', ['a-w', dir], { stdio: 'ignore' });
    return () => execFileSync('chmod', ['u+w', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
}
