// What a reader sees when rendering a page threw. Usable standalone.

import { errorMessages } from './error-chain.ts';
import { useMessages } from './use-messages.ts';

export interface ErrorPageProps {
  error: unknown;
  tryAgain?: () => void;
}

export function ErrorPage({ error, tryAgain }: ErrorPageProps) {
  const messages = useMessages();
  return (
    <main id="__main" className="status-page error-page" tabIndex={-1}>
      <h1>{messages.text('theme.ErrorPageContent.title', 'This page crashed.')}</h1>
      <ul className="error-page__messages">
        {errorMessages(error).map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      {tryAgain && (
        <button type="button" className="button button--primary" onClick={tryAgain}>
          {messages.text('theme.ErrorPageContent.tryAgain', 'Try again')}
        </button>
      )}
    </main>
  );
}
