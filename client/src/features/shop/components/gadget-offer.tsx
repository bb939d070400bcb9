// After an order: for each device the portal can pair as a gadget, a link to /gadgets with the kind preselected.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { gadgetAddPath } from '../../../app/paths';
import type { OrderFieldsFragment } from '../../../gql/graphql';

export function GadgetOffer({ order }: { order: OrderFieldsFragment }) {
  const { t } = useTranslation('shop');
  const devices = order.items.filter((i) => i.gadgetKind);
  if (devices.length === 0) return null;
  return (
    <Alert severity="info" icon={<WatchOutlined />} data-testid="gadget-offer">
      <AlertTitle>{t('gadgetOffer.title')}</AlertTitle>
      <Stack spacing={1}>
        {devices.map((d) => (
          <Stack key={d.id} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <span>{t('gadgetOffer.text', { name: d.name })}</span>
            <Button size="small" variant="outlined" component={RouterLink} to={gadgetAddPath(d.gadgetKind ?? 'WEARABLE', d.name)}>
              {t('gadgetOffer.action', { name: d.name })}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
