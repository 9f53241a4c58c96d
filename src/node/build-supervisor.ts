import { fork } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';

/**
 * Marks the process that runs a build under a supervising parent. A signal
 * handler cannot run while the build's thread is busy in synchronous code (a
 * slow page compiling, a site module stuck in a loop), so the process the
 * user interrupts is not the one that builds: it stops the builder, cleans up
 * after it and exits, whatever the builder was doing.
 */
export const SUPERVISED_FLAG = '--supervised';

// How long the builder may take to stop on its own before it is killed: its own clean-up is quicker when it
// can run, and the parent's is the same when it cannot.
const GRACE_MS = 300;

const WINDOWS = process.platform === 'win32';

interface TempMessage {
  docsBuildTemp: { dir: string; target: string };
}

const isTempMessage = (m: unknown): m is TempMessage => typeof m === 'object' && m !== null && 'docsBuildTemp' in m;

/** Tells the supervising parent, if any, where this build writes: it removes that folder if the build is killed. */
export function announceTemp(dir: string, target: string): void {
  if (process.send) process.send({ docsBuildTemp: { dir, target } } satisfies TempMessage, undefined, {}, () => undefined);
}

let supervisor: number | undefined;

// How often the builder looks for its parent, whenever its thread is free.
const PARENT_CHECK_MS = 250;

/**
 * In the builder: stop when the supervising parent is gone. A parent killed
 * outright (SIGKILL) cannot stop its builder, which would otherwise build on
 * with nobody waiting for it and swap its output in long after. The builder
 * then stops as on SIGTERM, removing its temporary folder. The parent id is
 * polled on a timer that keeps nothing alive: a 'disconnect' listener would
 * hold the IPC channel open, and the finished builder would never exit.
 */
export function followSupervisor(): void {
  if (!process.send) return;
  supervisor = process.ppid;
  setInterval(() => {
    if (supervisorGone()) process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_MS).unref();
}

/** Whether this builder's parent has gone: its parent id changes at once (to 1, or to a subreaper's). */
export function supervisorGone(): boolean {
  return supervisor !== undefined && process.ppid !== supervisor;
}

/** Runs this command line again in a child process with SUPERVISED_FLAG; resolves with the exit code to use. */
export function superviseBuild(): Promise<number> {
  // A process group of its own, so a signal reaches the builder and every process it started at once: esbuild's
  // service process, left waiting on a builder killed in the middle of one of its callbacks, would print a Go
  // crash dump. The builder still dies with this process (followSupervisor), and a terminal's Ctrl-C, which no
  // longer reaches it directly, is passed on below.
  const child = fork(process.argv[1]!, [...process.argv.slice(2), SUPERVISED_FLAG], {
    execArgv: process.execArgv,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // Windows has no process groups, and a detached child there gets a console window of its own.
    detached: !WINDOWS,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (WINDOWS) child.kill(signal);
      else process.kill(-child.pid!, signal);
    } catch {
      // Every process of the group has ended.
    }
  };
  const temps = new Map<string, string>();
  child.on('message', (message) => {
    if (isTempMessage(message)) temps.set(message.docsBuildTemp.dir, message.docsBuildTemp.target);
  });
  let interrupted: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = signal;
    signalGroup(signal);
    setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      // What the builder started and left behind when it was stopped or killed: nothing else waits for it.
      if (interrupted || signal) signalGroup('SIGKILL');
      // Whatever the builder could not finish: its temporary folder, or a swap cut off halfway.
      for (const [dir, target] of temps) restore(dir, target);
      if (signal && !interrupted) {
        // Killed by someone else: often the kernel's out-of-memory killer, which sends SIGKILL and says nothing.
        process.stderr.write(
          `error: The build process (pid ${child.pid}) was killed by ${signal}, so the build did not finish; the previous output was left untouched.\n` +
            `hint: ${signal === 'SIGKILL' ? 'On Linux, a build killed by SIGKILL without anyone sending it most often ran out of memory (see `dmesg` or the container\'s memory limit): give it more memory, or fewer render threads with --threads. ' : ''}Run the build again; a signal sent by another program or a service manager stops it the same way.\n`,
        );
        resolve(128 + (constants.signals[signal] ?? 0));
        return;
      }
      const by = interrupted ?? signal;
      resolve(by === 'SIGINT' ? 130 : by === 'SIGTERM' ? 143 : (code ?? 1));
    });
  });
}

function restore(dir: string, target: string): void {
  try {
    const aside = `${dir}.old`;
    if (existsSync(aside) && !existsSync(target)) renameSync(aside, target);
    else rmSync(aside, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // The next build removes what is left of a process that is gone.
  }
}
