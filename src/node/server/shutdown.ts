const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Closes the server on the first SIGINT/SIGTERM, then exits: 0 when close
 * succeeded, 1 when it failed. Later signals are ignored so a second Ctrl-C
 * cannot cut off responses that are still draining. `exit` is injectable for
 * tests. Returns a function that removes the handlers again.
 */
export function installShutdownHandlers(
  close: () => Promise<void>,
  exit: (code: number) => void = (code) => process.exit(code),
): () => void {
  let closing = false;
  const onSignal = (): void => {
    if (closing) return;
    closing = true;
    close().then(
      () => exit(0),
      () => exit(1),
    );
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}
