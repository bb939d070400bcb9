import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useFormat } from '../../../shared/lib/use-format';

/** "2 of 3 gadgets online", with the way to the gadgets page. */
export function GadgetsOnlineCard({ online, total }: { online: number; total: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('overview.gadgets.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 2 }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: online > 0 ? 'success.main' : 'text.disabled' }}
          />
          <Typography component="p" variant="h4" data-testid="overview-gadgets-online" data-online={online}>
            {total === 0
              ? t('overview.gadgets.none')
              : t('overview.gadgets.online', { online: format.number(online), total: format.number(total) })}
          </Typography>
        </Box>
        <Button component={RouterLink} to={paths.gadgets} variant="outlined" size="small">
          {t('overview.gadgets.manage')}
        </Button>
      </CardContent>
    </Card>
  );
}
