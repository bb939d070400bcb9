// The overview's "body systems" card (issue 15 §5): each system of the digital twin with how many of its
// indicators are out of range, linking to the system's page. The counts are the twin pages' own summaries.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { TwinOrgan } from '../../../app/paths';
import { BodySystemsDocument } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { TWIN_SYSTEM } from '../lib/twin-names';

const ORGANS = Object.keys(paths.twin) as TwinOrgan[];

export function BodySystemsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(BodySystemsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Card sx={{ height: '100%' }} data-testid="overview-body-systems">
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('twin.highlights.title')}
        </Typography>
        {error && !data ? <Alert severity="error">{t('twin.highlights.failed')}</Alert> : null}
        {!data && !error ? <Skeleton variant="rounded" height={200} /> : null}
        {data ? (
          <List dense disablePadding>
            {ORGANS.map((organ) => {
              const summary = data.twinOverview.find((x) => x.system === TWIN_SYSTEM[organ])?.summary;
              if (!summary) return null;
              const { indicatorsOutOfRange: out, indicatorsWithData: measured } = summary;
              const status =
                measured === 0
                  ? { label: t('twin.highlights.noData'), color: 'default' as const }
                  : out > 0
                    ? { label: t('twin.highlights.outOfRange', { n: format.number(out) }), color: 'warning' as const }
                    : { label: t('twin.highlights.inRange'), color: 'success' as const };
              return (
                <ListItem
                  key={organ}
                  disableGutters
                  // A chip too long for the line goes under its system's name (still at the end), not past the card.
                  sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}
                  data-testid={`body-system-${organ}`}
                >
                  <Link component={RouterLink} to={paths.twin[organ]} underline="hover">
                    {t(`nav.${organ}`)}
                  </Link>
                  <Chip size="small" variant="outlined" color={status.color} label={status.label} sx={{ marginInlineStart: 'auto' }} />
                </ListItem>
              );
            })}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
