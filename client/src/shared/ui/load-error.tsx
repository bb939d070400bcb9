// A read that failed, said the same way on every page: what could not be loaded, why (the refusal's text, or
// "Wrong Services" when the failure said nothing: spec §8), and Retry. Retry asks every query on screen again
// (Apollo's refetchObservableQueries), which is what a person means after a network drop, unless the caller
// knows better (onRetry).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../api/use-error-text';

interface LoadErrorProps {
  error: unknown;
  /** What could not be loaded ("The records could not be loaded."); a generic sentence by default. */
  what?: string;
  onRetry?: () => Promise<unknown> | void;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

export function LoadError({ error, what, onRetry, sx, 'data-testid': testId }: LoadErrorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApolloClient();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    // A failed retry shows its own error through the queries it re-asked; the button only needs to come back.
    Promise.resolve(onRetry ? onRetry() : client.refetchObservableQueries())
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <Alert
      severity="error"
      sx={sx}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={retry} disabled={retrying}>
          {t('app.retry')}
        </Button>
      }
    >
      <AlertTitle>{what ?? t('errors.loadFailed')}</AlertTitle>
      {errorText(error)}
    </Alert>
  );
}
