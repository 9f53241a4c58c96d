import { Component, type ReactNode } from 'react';
import { translate } from './Translate.tsx';

interface Props {
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children?: ReactNode;
}

/**
 * Docusaurus's ErrorBoundary: an error thrown while its children render shows `fallback({ error, tryAgain })`
 * instead (by default the error's message and a button that renders the children again), in the browser. On the
 * server an error fails the page's render, as in Docusaurus's build.
 */
export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    if (this.props.fallback) return this.props.fallback({ error, tryAgain });
    return (
      <div role="alert" className="error-boundary">
        <p>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</p>
        <p>{error.message}</p>
        <button type="button" onClick={tryAgain}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
        </button>
      </div>
    );
  }
}
