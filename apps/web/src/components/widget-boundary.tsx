import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { WidgetError } from './widget-error';

/** A small inline "this part failed, retry" card: the rest of the page keeps working. */
export function WidgetBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={({ reset }) => <WidgetError onRetry={reset} showIcon />}>
      {children}
    </ErrorBoundary>
  );
}
