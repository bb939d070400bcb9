import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/auth-context';
import { AccountDeletionInfoDocument } from '../../../gql/graphql';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadSection } from './download-section';

/** /user "My data": download everything; delete the account, saying plainly what is kept. */
export function MyDataCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const info = useQuery(AccountDeletionInfoDocument, { fetchPolicy: 'cache-and-network' });
  if (!user) return null;
  const verified = user.stpEmailVerified;
  return (
    <Card data-testid="my-data-card">
      <CardContent>
        <Typography variant="h4" component="h2">
          {t('myData.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t('myData.subtitle')}
        </Typography>
        <Stack spacing={3} divider={<Divider flexItem />} sx={{ maxWidth: 720 }}>
          {verified ? <DownloadSection /> : null}
          <Stack spacing={1.5} component="section" aria-labelledby="my-data-delete-title">
            <Typography variant="h6" component="h3" id="my-data-delete-title">
              {t('myData.delete.title')}
            </Typography>
            <Typography color="text.secondary">{t('myData.delete.text')}</Typography>
            <Alert severity="info" data-testid="my-data-kept">
              {t('myData.delete.kept')}
            </Alert>
            {info.error ? <Alert severity="error">{info.error.message}</Alert> : null}
            <Box>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteForeverOutlined />}
                data-testid="delete-account-open"
                disabled={info.loading && !info.data}
                onClick={() => setOpen(true)}
              >
                {t('myData.delete.button')}
              </Button>
            </Box>
          </Stack>
        </Stack>
        {open ? (
          <DeleteAccountDialog
            open
            email={user.email}
            onClose={() => setOpen(false)}
            requiresSecondFactor={info.data?.accountDeletionInfo.requiresSecondFactor ?? false}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
