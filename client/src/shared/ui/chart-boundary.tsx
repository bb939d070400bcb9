// A small error boundary for one chart or widget: a chart that throws shows a short notice with a retry
// button instead of blanking the whole page (the route's errorElement stays for page-level failures).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { retryFailedImports } from '../lib/lazy-retry';

interface BoundaryProps {
  children: ReactNode;
  renderFallback: (retry: () => void) => ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A widget failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    // A chart whose code failed to load (lazyWithRetry) loads it again; one that threw while drawing redraws.
    retryFailedImports();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.renderFallback(this.retry) : this.props.children;
  }
}

export function ChartBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Boundary
      renderFallback={(retry) => (
        <Alert
          severity="warning"
          data-testid="chart-failed"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={(event) => {
                // The overview's tiles are links as a whole: the retry must not also open the tile's page.
                event.preventDefault();
                event.stopPropagation();
                retry();
              }}
            >
              {t('vitals.charts.retry')}
            </Button>
          }
        >
          {t('vitals.charts.failed')}
        </Alert>
      )}
    >
      {children}
    </Boundary>
  );
}
