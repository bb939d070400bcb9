import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../shared/auth/auth-context';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useResendVerification } from '../api/use-auth-mutations';
import { useVerificationWatch } from '../api/use-verification-watch';

type Feedback = { severity: 'success'; text: string } | { severity: 'error'; text: string } | null;

/** Signed in but not verified yet: where the link went, a resend button, and a live wait for verification. */
export function AwaitingVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [resend, { loading }] = useResendVerification();
  const [feedback, setFeedback] = useState<Feedback>(null);
  useVerificationWatch(true);

  const onResend = () => {
    setFeedback(null);
    resend({}).then(
      () => {
        setFeedback({ severity: 'success', text: t('auth.verify.resent') });
      },
      (error: unknown) => {
        setFeedback({ severity: 'error', text: errorText(error) });
      },
    );
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <MarkEmailUnreadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography>{t('auth.verify.sentTo', { email })}</Typography>
      <Typography color="text.secondary">{t('auth.verify.openLink')}</Typography>
      {feedback ? (
        <Alert severity={feedback.severity} data-testid="resend-feedback" sx={{ width: '100%', textAlign: 'start' }}>
          {feedback.text}
        </Alert>
      ) : null}
      <Button variant="contained" size="large" fullWidth disabled={loading} onClick={onResend}>
        {loading ? t('auth.verify.resending') : t('auth.verify.resend')}
      </Button>
      <Button
        variant="text"
        onClick={() => {
          // Signed out, this page would only say "check your mail": go to sign-in instead.
          void logout().then(() => navigate(paths.auth.login, { replace: true }));
        }}
      >
        {t('auth.verify.useOtherAccount')}
      </Button>
    </Stack>
  );
}
