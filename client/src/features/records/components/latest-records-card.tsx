// The overview's "latest records" card (issue 15 §5): the three newest records, each a link to its page, dated
// as precisely as it is known.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths, recordPath } from '../../../app/paths';
import { LatestRecordsDocument } from '../../../gql/graphql';
import { useDates } from '../lib/use-dates';
import { LoadError } from '../../../shared/ui/load-error';

export function LatestRecordsCard() {
  const { t } = useTranslation();
  const dates = useDates();
  const { data, error } = useQuery(LatestRecordsDocument, { fetchPolicy: 'cache-and-network' });
  const items = data?.records.items;
  return (
    <Card sx={{ height: '100%' }} data-testid="overview-latest-records">
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('records.latest.title')}
        </Typography>
        {error && !items ? <LoadError error={error} /> : null}
        {!items && !error ? <Skeleton variant="rounded" height={120} /> : null}
        {items?.length === 0 ? <Typography color="text.secondary">{t('records.latest.none')}</Typography> : null}
        {items && items.length > 0 ? (
          <List dense disablePadding>
            {items.map((r) => (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={recordPath(r.id)} underline="hover">
                      {r.title}
                    </Link>
                  }
                  secondary={`${t(`records.kinds.${r.kind}`)} · ${dates.recordDay(r.date, r.dateOnly)}`}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        <Button component={RouterLink} to={paths.records.list} variant="outlined" size="small" sx={{ mt: 1 }}>
          {t('records.latest.all')}
        </Button>
      </CardContent>
    </Card>
  );
}
