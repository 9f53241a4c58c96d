// What a reader sees when rendering a page threw. Usable standalone.

import { errorMessages } from './error-chain.ts';

export interface ErrorPageProps {
  error: unknown;
  tryAgain?: () => void;
}

export function ErrorPage({ error, tryAgain }: ErrorPageProps) {
  return (
    <main id="__main" className="status-page error-page" tabIndex={-1}>
      <h1>This page crashed.</h1>
      <ul className="error-page__messages">
        {errorMessages(error).map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      {tryAgain && (
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try again
        </button>
      )}
    </main>
  );
}
