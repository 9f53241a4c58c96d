import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { DocsBuildError } from './node/report/diagnostic.ts';
import { packagePath } from './node/runtime/package-root.ts';
import { buildOutcome, failureText, formatDiagnostics } from './node/report/print.ts';
import { createProgress } from './node/report/progress.ts';
import type { ReportFormat } from './node/crawl/report-format.ts';

const pkg = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string };
const color = process.stderr.isTTY === true && !process.env.NO_COLOR;

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number from 0 to 65535.');
  return n;
}

function threadCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError('must be a whole number from 1 to 64.');
  return n;
}

/** One paragraph on stderr, then a non-zero exit: the only place that exits. */
function fail(error: unknown): never {
  process.stderr.write(failureText(error, Boolean(process.env.DEBUG)));
  process.exit(1);
}

/** The commands, also read (without running them) by the docs site's generated CLI reference. */
export const program = new Command()
  .name('docs-build')
  .description('Build, check and serve a documentation site.')
  .version(pkg.version, '-v, --version')
  .showHelpAfterError();

program
  .command('build')
  .description('Build the site into a folder of static files.')
  .option('--out-dir <dir>', 'output folder (default: build)')
  .option('--config <file>', 'config file', 'docs-build.config.ts')
  .option('--strict', "treat every 'warn' rule as 'throw' (for CI)", false)
  .option('--no-cache', 'render every page again instead of reusing unchanged ones')
  .option('--threads <n>', 'threads that render pages, the main one included (default: one per core)', threadCount)
  .option('--precompress', 'also write .br and .gz copies of text files, for hosts that send precompressed files as they are', false)
  .option('-l, --locale <locale...>', "build only these locales of a Docusaurus site's i18n.locales (default: every one); the output then holds only them")
  .addOption(new Option('--supervised').hideHelp())
  .action(async (opts: { outDir?: string; config: string; strict: boolean; cache: boolean; threads?: number; precompress: boolean; locale?: string[]; supervised?: boolean }) => {
    try {
      if (!opts.supervised) {
        // This process only stops the build on Ctrl-C or SIGTERM; another one runs it (see build-supervisor.ts).
        const { superviseBuild } = await import('./node/build-supervisor.ts');
        process.exit(await superviseBuild());
      }
      (await import('./node/build-supervisor.ts')).followSupervisor();
      // Commands load their modules on demand: `serve` never pays for the compiler.
      const loading = performance.now();
      const { build } = await import('./node/build.ts');
      const loaded = performance.now() - loading;
      const progress = createProgress({ isTTY: process.stderr.isTTY === true, write: (t) => process.stderr.write(t) });
      const report = await build({ config: opts.config, outDir: opts.outDir, strict: opts.strict, cache: opts.cache, threads: opts.threads, precompress: opts.precompress, locales: opts.locale, onProgress: progress.update });
      progress.finish();
      const outcome = buildOutcome(report, { color, cwd: process.cwd() });
      process.stderr.write(outcome.stderr);
      if (process.env.DEBUG) process.stderr.write(`timings: started at ${Math.round(loading)} ms, load ${Math.round(loaded)} ms, ${Object.entries(report.timings).map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')}\n`);
      // The build is done once its output is in place: a timer the site's own code started while its pages
      // rendered (a package polling, a cache expiring) would otherwise keep the process, and CI, waiting.
      process.stdout.write(outcome.stdout, () => process.exit(outcome.exitCode));
    } catch (error) {
      fail(error);
    }
  });

program
  .command('serve')
  .description('Serve a built site.')
  .option('--dir <dir>', 'folder to serve', 'build')
  .option('--port <n>', 'port', port, 3000)
  .option('--host <host>', 'interface to bind', '127.0.0.1')
  .action(async (opts: { dir: string; port: number; host: string }) => {
    try {
      const { installShutdownHandlers, startStaticServer } = await import('./node/server/serve.ts');
      const server = await startStaticServer({
        dir: opts.dir,
        port: opts.port,
        host: opts.host,
        errorLog: (line) => process.stderr.write(`${line}\n`),
        onlyBuiltSite: true,
      });
      process.stdout.write(`Serving ${opts.dir} at ${server.siteUrl}\n`);
      installShutdownHandlers(server.close);
    } catch (error) {
      fail(error);
    }
  });

program
  .command('dev')
  .description('Build in memory, serve, and update open pages on every save.')
  .option('--port <n>', 'port', port, 3000)
  .option('--host <host>', 'interface to bind', '127.0.0.1')
  .option('--config <file>', 'config file', 'docs-build.config.ts')
  .option('--open', 'open the site in a browser', false)
  .option('--allowed-hosts <names>', "comma-separated host names to answer besides IP addresses and localhost ('all' for any)")
  .action(async (opts: { port: number; host: string; config: string; open: boolean; allowedHosts?: string }) => {
    try {
      const { startDevServer } = await import('./node/dev/start.ts');
      const { openBrowser } = await import('./node/dev/open-browser.ts');
      const { installShutdownHandlers } = await import('./node/server/shutdown.ts');
      const server = await startDevServer({
        config: opts.config,
        port: opts.port,
        host: opts.host,
        allowedHosts: opts.allowedHosts === 'all' ? true : opts.allowedHosts?.split(',').map((name) => name.trim()).filter(Boolean),
        color,
        log: (text) => process.stderr.write(`${text}\n`),
        // Printed as soon as the server answers: pages are planned and rendered as they are asked for.
        onListening: (siteUrl) => {
          process.stdout.write(`Dev server at ${siteUrl}\n`);
          if (opts.open) openBrowser(siteUrl);
        },
      });
      installShutdownHandlers(server.close);
    } catch (error) {
      fail(error);
    }
  });

program
  .command('check')
  .description('Crawl a built site on a loopback port and report broken links, images, scripts, styles and anchors.')
  .option('--dir <dir>', 'built site to check', 'build')
  .option('--external', 'also check links to other sites (with retries and timeouts)', false)
  .option('--format <format>', 'report format: text, json or junit', 'text')
  .option('--concurrency <n>', 'requests at once (to the site itself, at most 16)', (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1.');
    return n;
  }, 16)
  .action(async (opts: { dir: string; external: boolean; format: string; concurrency: number }) => {
    if (!['text', 'json', 'junit'].includes(opts.format)) fail(new DocsBuildError(`Unknown report format '${opts.format}'.`, { hint: 'Use --format text, json or junit.' }));
    try {
      const { checkSite } = await import('./node/crawl/site-check.ts');
      const { formatReport } = await import('./node/crawl/report-format.ts');
      const report = await checkSite({ dir: opts.dir, external: opts.external, concurrency: opts.concurrency });
      process.stdout.write(`${formatReport(report, opts.format as ReportFormat)}\n`);
      process.exit(report.broken.length > 0 ? 1 : 0);
    } catch (error) {
      fail(error);
    }
  });

program
  .command('migrate')
  .description('Write a docs-build.config.ts equivalent to the docusaurus.config.js of this folder.')
  .action(async () => {
    try {
      const { migrateDocusaurusSite } = await import('./node/docusaurus/migrate.ts');
      const result = await migrateDocusaurusSite(process.cwd());
      if (result.warnings.length > 0) process.stderr.write(`${formatDiagnostics(result.warnings, color)}\n`);
      if (result.leftOut.length > 0) process.stderr.write(`Left out (functions; listed at the top of the file): ${result.leftOut.join(', ')}\n`);
      process.stdout.write(`Wrote ${relative(process.cwd(), result.file)}\n`);
    } catch (error) {
      fail(error);
    }
  });

program
  .command('init')
  .description('Write a small working site (config, a doc, a category, a page, static files) into a folder.')
  .argument('[dir]', 'folder to write into; created if missing', '.')
  .option('--force', 'write into a folder that is not empty (files of the same names are replaced)', false)
  .action(async (dir: string, opts: { force: boolean }) => {
    try {
      const { initSite } = await import('./node/init/init.ts');
      const result = await initSite(dir, { force: opts.force });
      const shown = relative(process.cwd(), result.dir) || '.';
      process.stdout.write(`Created a docs-build site in ${shown} (${result.files.length} files). Next:\n${result.next.map((c) => `  ${c}`).join('\n')}\n`);
    } catch (error) {
      fail(error);
    }
  });

// Not awaited at the top level: the bundle this runs from is a CommonJS script (see bin/node-bundle.js). The CLI
// reference generator sets DOCS_BUILD_CLI_DESCRIBE=1 to import the commands without running one.
if (process.env.DOCS_BUILD_CLI_DESCRIBE !== '1') program.parseAsync(process.argv).catch(fail);
