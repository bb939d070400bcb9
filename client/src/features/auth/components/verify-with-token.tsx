import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../shared/auth/auth-context';
import { useErrorText } from '../../../shared/api/use-error-text';

type Outcome = { state: 'pending' } | { state: 'verified' } | { state: 'failed'; message: string };

/**
 * Confirms the address with the token from the mailed link, once (tokens are single-use, so a repeated call
 * would report TOKEN_USED). A signed-in user whose account this is moves on to the app by itself.
 */
interface VerifyWithTokenProps {
  token: string;
  /** Shown under the error when verification fails (a resend panel, or a way back to sign-in). */
  onFailure: ReactNode;
}

export function VerifyWithToken({ token, onFailure }: VerifyWithTokenProps) {
  const { t } = useTranslation();
  const { verifyEmail, isAuthenticated } = useAuth();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (startedFor.current === token) return;
    startedFor.current = token;
    verifyEmail(token).then(
      () => {
        setOutcome({ state: 'verified' });
      },
      (error: unknown) => {
        setOutcome({ state: 'failed', message: errorText(error) });
      },
    );
  }, [token, verifyEmail, errorText]);

  switch (outcome.state) {
    case 'pending':
      return (
        <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress aria-hidden />
          <Typography>{t('auth.verify.verifying')}</Typography>
        </Stack>
      );
    case 'verified':
      return (
        <Stack spacing={3}>
          <Alert severity="success" data-testid="verify-email-success">
            {t('auth.verify.verified')} {isAuthenticated ? null : t('auth.verify.verifiedSignIn')}
          </Alert>
          {isAuthenticated ? null : (
            <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
              {t('auth.login.submit')}
            </Button>
          )}
        </Stack>
      );
    case 'failed':
      return (
        <Stack spacing={3}>
          <Alert severity="error" data-testid="verify-email-error">
            {t('auth.verify.failed')} {outcome.message}
          </Alert>
          {onFailure}
        </Stack>
      );
  }
}
