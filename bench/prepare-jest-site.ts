// Makes `.bench/jest-website`: a copy of the Jest corpus with the site's own packages installed from the npm
// registry, as its users would have it. The route-parity test (test/node/docusaurus/jest-routes.test.ts) builds it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(repo, '../shared/corpora/jest-website');
const target = join(repo, '.bench/jest-website');
if (!existsSync(corpus)) throw new Error(`The Jest corpus is not at ${corpus}.`);
rmSync(target, { recursive: true, force: true });
cpSync(corpus, target, { recursive: true });
execFileSync('chmod', ['-R', 'u+w', target]);
// The site's showLastUpdate* options read git history.
const git = (...args: string[]) => execFileSync('git', args, { cwd: target, stdio: 'inherit' });
git('init', '-q');
git('add', '-A');
git('-c', 'user.name=corpus', '-c', 'user.email=corpus@example.org', 'commit', '-qm', 'corpus');
execFileSync('npm', ['install', '--legacy-peer-deps', '--no-audit', '--no-fund'], { cwd: join(target, 'website'), stdio: 'inherit' });
process.stdout.write(`Prepared ${target}\n`);
