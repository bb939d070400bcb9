import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useForm } from '../../../shared/lib/use-form';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/use-sessions';

interface Props {
  onDone: (recoveryCodes: string[], signedOutSessions: number) => void;
  onCancel: () => void;
}

/** Starts an enrolment on mount (a fresh secret), shows its QR code and key, and confirms it with a first code. */
export function TwoFactorEnrol({ onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [start, started] = useStartTwoFactor();
  const [confirm] = useConfirmTwoFactor();
  const [failed, setFailed] = useState<string | null>(null);
  const once = useRef(false);
  // No client rule: the server names what is wrong on the field. The button only waits for something typed: held
  // back until six digits, Enter on "123" did nothing at all, with nothing said (as at sign-in's code step).
  const form = useForm({ code: '' }, () => ({}));
  const typed = form.values.code.replace(/\s/g, '') !== '';

  useEffect(() => {
    // Strict mode mounts twice in development: one secret per visit to this step.
    if (once.current) return;
    once.current = true;
    start().catch((err: unknown) => setFailed(errorText(err)));
  }, [start, errorText]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const { data } = await confirm({ variables: { code: code.replace(/\s/g, '') } });
    if (data) onDone(data.confirmTwoFactorEnrollment.recoveryCodes, data.confirmTwoFactorEnrollment.signedOutSessions);
  });
  const enrolment = started.data?.startTwoFactorEnrollment;

  return (
    <Stack spacing={2} data-testid="two-factor-enrol">
      {started.loading ? <LinearProgress aria-label={t('app.loading')} /> : null}
      {failed ? <Alert severity="error">{failed}</Alert> : null}
      {enrolment ? (
        <>
          <Typography>{t('security.twoFactor.scan')}</Typography>
          <Box
            component="img"
            src={enrolment.qrCodeDataUrl}
            alt={t('security.twoFactor.qrAlt')}
            width={200}
            height={200}
            data-testid="two-factor-qr"
            // A QR code needs a light quiet zone whatever the theme.
            sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider', alignSelf: 'flex-start' }}
          />
          <Typography color="text.secondary">{t('security.twoFactor.manual')}</Typography>
          <Typography
            component="code"
            dir="ltr"
            data-testid="two-factor-secret"
            sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all', alignSelf: 'flex-start' }}
          >
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={t('security.twoFactor.confirm')}
            sx={{ maxWidth: 360 }}
          >
            <Stack spacing={2}>
              {form.formError ? <Alert severity="error">{form.formError}</Alert> : null}
              <TextField
                {...form.bind('code', t('security.twoFactor.codeHint'))}
                id="two-factor-enrol-code"
                label={t('security.twoFactor.code')}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, dir: 'ltr' } }}
                required
                autoFocus
              />
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={form.submitting || !typed}>
                  {t('security.twoFactor.confirm')}
                </Button>
                <Button onClick={onCancel}>{t('security.twoFactor.cancel')}</Button>
              </Stack>
            </Stack>
          </Box>
        </>
      ) : null}
      {failed ? (
        <Button onClick={onCancel} sx={{ alignSelf: 'flex-start' }}>
          {t('security.twoFactor.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}
