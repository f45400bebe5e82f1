import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

// One part of a page that fails to render (a card, a list item, a tab) shows a small box in its
// place; the rest of the page keeps working. Without it React unmounts the whole app on the first
// error, and with it the controls that could have removed the bad item (docs/security.md).

interface CatcherProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a failed part tries again on its own. */
  resetKey?: unknown;
  fallback: (retry: () => void) => ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console is where a developer (or a bug report) finds which component failed.
    console.error('A part of the page could not be shown', error, info.componentStack);
  }

  override componentDidUpdate(previous: CatcherProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

function FailedPart({ retry, className }: { retry: () => void; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={cn('flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 p-3 text-sm', className)}
    >
      <p>{t('errorBoundary.message')}</p>
      <Button type="button" variant="outline" size="sm" onClick={retry}>
        {t('errorBoundary.retry')}
      </Button>
    </div>
  );
}

/** Wraps one region of a page: if it throws while rendering, only it is replaced by "This part could not be shown". */
export function ErrorBoundary({ children, resetKey, className }: { children: ReactNode; resetKey?: unknown; className?: string }) {
  return (
    <ErrorCatcher resetKey={resetKey} fallback={(retry) => <FailedPart retry={retry} className={className} />}>
      {children}
    </ErrorCatcher>
  );
}
