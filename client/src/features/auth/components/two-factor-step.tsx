import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CompleteTwoFactorLoginDocument } from '../../../gql-session/graphql';
import { clearApolloCache } from '../../../shared/api/apollo-session';
import { fetchGraphQL } from '../../../shared/api/graphql-fetch';
import { useAuth } from '../../../shared/auth/auth-context';
import { useForm } from '../../../shared/lib/use-form';
import { TextInput } from '../../../shared/ui/text-input';

interface Props {
  challengeToken: string;
  /** Back to e-mail and password (also when the challenge has expired). */
  onBack: () => void;
}

/** The second sign-in step: a TOTP code (or a recovery code) for the challenge `login` answered. */
export function TwoFactorStep({ challengeToken, onBack }: Props) {
  const { t } = useTranslation();
  const { applySession } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ code: '' }, () => ({}));
  const code = form.values.code.replace(/\s/g, '');

  const onSubmit = form.handleSubmit(async () => {
    const data = await fetchGraphQL(CompleteTwoFactorLoginDocument, { challengeToken, code });
    // As a password sign-in does (auth-provider startSession): nothing cached from before survives.
    await clearApolloCache();
    applySession(data.completeTwoFactorLogin);
  });

  const toggle = () => {
    setRecovery((r) => !r);
    form.setValues({ code: '' });
    form.setFormError(null);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('security.login.title')}
      data-testid="two-factor-step"
    >
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h2">
          {t('security.login.title')}
        </Typography>
        <Typography color="text.secondary">
          {recovery ? t('security.login.recoveryText') : t('security.login.text')}
        </Typography>
        {form.formError ? (
          <Alert severity="error" data-testid="form-error">
            {form.formError}
          </Alert>
        ) : null}
        <TextInput
          {...form.bind('code')}
          key={recovery ? 'recovery' : 'totp'}
          id="login-two-factor-code"
          label={recovery ? t('security.login.recoveryCode') : t('security.login.code')}
          autoComplete="one-time-code"
          htmlInput={{ inputMode: recovery ? 'text' : 'numeric', dir: 'ltr', spellCheck: false }}
          autoFocus
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting || !code}>
          {form.submitting ? t('security.login.submitting') : t('security.login.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" onClick={toggle}>
            {recovery ? t('security.login.useApp') : t('security.login.useRecovery')}
          </Link>
          <Link component="button" type="button" onClick={onBack}>
            {t('security.login.back')}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
