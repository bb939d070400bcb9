// "Share with my doctor" entry points, each mounted with one line: a button for a page's actions (/mrecords)
// and a card for /user. The dialog and its strings load on first use.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import { useTranslation } from 'react-i18next';
import { ShareWithDoctorDialog } from './share-with-doctor-dialog';
import { useDocumentsNamespace } from './use-documents-namespace';

function OpenButton({ variant }: { variant: 'outlined' | 'contained' }) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<LocalHospitalOutlined />} onClick={() => setOpen(true)} data-testid="share-doctor-open">
        {t('button')}
      </Button>
      {open ? <ShareWithDoctorDialog open onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** For a page's action row. */
export function ShareWithDoctorButton() {
  return useDocumentsNamespace() ? <OpenButton variant="outlined" /> : null;
}

function CardBody() {
  const { t } = useTranslation('documents');
  return (
    <Card data-testid="share-doctor-card">
      <CardContent>
        <Typography variant="h4" component="h2">
          {t('card.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 720 }}>
          {t('card.text')}
        </Typography>
        <Box>
          <OpenButton variant="contained" />
        </Box>
      </CardContent>
    </Card>
  );
}

/** For /user, among the account's cards. */
export function ShareWithDoctorCard() {
  return useDocumentsNamespace() ? <CardBody /> : null;
}
