import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { toMs } from '../../../shared/lib/time';
import { refocusIfLost } from '../../../shared/ui/focus-if-lost';
import { useTwoFactorStatus } from '../api/use-sessions';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorEnrol } from './two-factor-enrol';

type Step =
  { kind: 'idle' } | { kind: 'enrol' } | { kind: 'codes'; codes: string[]; signedOut: number } | { kind: 'disable' };

/** /user "Two-factor sign-in": turn TOTP on (QR + first code, then recovery codes shown once) or off. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useFormat();
  const { data, loading, error } = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const status = data?.twoFactorStatus;
  const go = (next: Step, message: string | null = null) => {
    setStep(next);
    setNotice(message);
  };
  // Each step replaces the one before, and with it the focused control (Cancel, Confirm, "I have saved them"):
  // focus fell to <body>. It goes to the outcome's message, the new codes, or the card's button instead.
  const noticeRef = useRef<HTMLDivElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const codesRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    // Not on the page's first render: focus is the page's business then, not the card's.
    if (step === firstStep.current) return;
    if (step.kind === 'codes') refocusIfLost(codesRef.current);
    else if (step.kind === 'idle') refocusIfLost(noticeRef.current ?? actionRef.current);
  }, [step]);

  return (
    <Card data-testid="two-factor-card">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2">
            {t('security.twoFactor.title')}
          </Typography>
          {status ? (
            <Chip
              size="small"
              color={status.enabled ? 'success' : 'default'}
              label={
                status.enabled
                  ? t('security.twoFactor.on', { date: format.date(toMs(status.enabledAt)) })
                  : t('security.twoFactor.off')
              }
              data-testid="two-factor-state"
            />
          ) : null}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('security.twoFactor.subtitle')}
        </Typography>
        {loading && !status ? <LinearProgress aria-label={t('app.loading')} /> : null}
        {error && !status ? <Alert severity="error">{errorText(error)}</Alert> : null}
        {notice ? (
          <Alert ref={noticeRef} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        ) : null}
        {status && step.kind === 'idle' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {status.enabled ? (
              <>
                <Typography>{t('security.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</Typography>
                <Button ref={actionRef} variant="outlined" color="error" onClick={() => go({ kind: 'disable' })}>
                  {t('security.twoFactor.turnOff')}
                </Button>
              </>
            ) : (
              <Button ref={actionRef} variant="contained" onClick={() => go({ kind: 'enrol' })}>
                {t('security.twoFactor.turnOn')}
              </Button>
            )}
          </Stack>
        ) : null}
        {step.kind === 'enrol' ? (
          <TwoFactorEnrol
            onDone={(codes, signedOut) => go({ kind: 'codes', codes, signedOut })}
            onCancel={() => go({ kind: 'idle' })}
          />
        ) : null}
        {step.kind === 'codes' ? (
          <Box ref={codesRef} tabIndex={-1} sx={{ outlineOffset: 4 }}>
            <RecoveryCodes
              codes={step.codes}
              onDone={() =>
                go(
                  { kind: 'idle' },
                  step.signedOut > 0
                    ? t('security.twoFactor.enabledSignedOut', { count: step.signedOut })
                    : t('security.twoFactor.enabled'),
                )
              }
            />
          </Box>
        ) : null}
        {step.kind === 'disable' ? (
          <TwoFactorDisable
            onDone={() => go({ kind: 'idle' }, t('security.twoFactor.disabled'))}
            onCancel={() => go({ kind: 'idle' })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
