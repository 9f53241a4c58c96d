// Shown in place of the page body while its content loads, or when it failed.

export type LoadState = { kind: 'loading' } | { kind: 'error'; message: string; retry: () => void };

export function LoadStatus({ state }: { state: LoadState }) {
  return (
    <main id="__main" className="load-status" tabIndex={-1}>
      {state.kind === 'loading' ? (
        <div className="spinner" role="status">
          <span className="spinner__circle" aria-hidden="true" />
          <span className="sr-only">Loading…</span>
        </div>
      ) : (
        <div className="load-error" role="alert">
          <p className="load-error__message">{state.message}</p>
          <button type="button" className="button button--danger" onClick={state.retry}>
            Retry
          </button>
        </div>
      )}
    </main>
  );
}
