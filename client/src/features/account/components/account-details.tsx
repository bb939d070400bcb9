import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/auth/auth-context';
import { displayName } from '../../../shared/auth/display-name';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The signed-in account's own fields, as the server returned them. */
export function AccountDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (
    <Chip
      size="small"
      label={value ? t('account.profile.yes') : t('account.profile.no')}
      color={value ? 'success' : 'default'}
    />
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          {t('account.profile.title')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('account.profile.name')} value={displayName(user, t('app.dash'))} testId="account-name" />
          <Row label={t('account.profile.email')} value={user.email || t('app.dash')} testId="account-email" />
          <Row label={t('account.profile.verified')} value={yesNo(user.stpEmailVerified)} testId="account-verified" />
          <Row label={t('account.profile.admin')} value={yesNo(user.admin === true)} testId="account-admin" />
        </Box>
      </CardContent>
    </Card>
  );
}
