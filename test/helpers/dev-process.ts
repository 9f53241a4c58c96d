import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** `docs-build dev` as an author runs it: a child process, so a crash shows as an exit. */
export async function startDev(configFile: string): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  const proc = spawn(process.execPath, ['bin/docs-build.js', 'dev', '--port', '0', '--config', configFile], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /Dev server at (http:\/\/\S+)/.exec(out);
      // The printed address ends with the site's base ('/'); tests append paths that start with '/'.
      if (match) resolve(match[1]!.replace(/\/$/, ''));
    });
    proc.once('exit', (code) => reject(new Error(`dev exited with ${code}: ${stderr}`)));
  });
  return { child: proc, url: address, stderr: () => stderr };
}
