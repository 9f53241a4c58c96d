// Catches a crash in the page body so the navbar and footer stay usable.
// A class because React offers error boundaries only as classes.

import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage.tsx';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (e.g. the route) clears a caught error. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: undefined, hasError: false });
  };

  render(): ReactNode {
    if (this.state.hasError) return <ErrorPage error={this.state.error} tryAgain={this.reset} />;
    return this.props.children;
  }
}
