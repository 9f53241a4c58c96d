import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../theme/error-chain.ts';
import { ErrorBoundary } from '../../theme/ErrorBoundary.tsx';
import { ErrorPage } from '../../theme/ErrorPage.tsx';
import { render, textOf } from './html.ts';

describe('ErrorPage', () => {
  it('says the page crashed and lists the cause chain in order', () => {
    const error = new Error('Cannot render table', { cause: new Error('Chunk parse failed', { cause: 'bad byte' }) });
    const page = render(<ErrorPage error={error} tryAgain={() => {}} />);
    expect(textOf(page.byTag('h1')[0])).toBe('This page crashed.');
    expect(page.byTag('li').map(textOf)).toEqual(['Cannot render table', 'Chunk parse failed', 'bad byte']);
    expect(page.byTag('button').map(textOf)).toEqual(['Try again']);
  });

  it('renders standalone without a retry button', () => {
    expect(render(<ErrorPage error={new Error('x')} />).byTag('button')).toHaveLength(0);
  });
});

describe('errorMessages', () => {
  it('stops at a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(errorMessages(a)).toEqual(['a', 'b']);
  });
});

describe('ErrorBoundary', () => {
  it('switches to the error state when a child throws', () => {
    const error = new Error('boom');
    expect(ErrorBoundary.getDerivedStateFromError(error)).toEqual({ error, hasError: true });
  });
});
