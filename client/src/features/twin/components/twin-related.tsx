import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { recordPath } from '../../../app/paths';
import { useDates } from '../../records/lib/use-dates';
import type { TwinPageData } from '../api/use-twin';

type Related = TwinPageData['conditions'];

/** Related condition or medication records, each linking to its record. */
export function TwinRelated({ title, items, testId }: { title: string; items: Related; testId: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {items.length ? (
          <List dense disablePadding>
            {items.map((r) => (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={recordPath(r.id)} underline="hover">
                      {r.title}
                    </Link>
                  }
                  secondary={[dates.day(r.date), r.status].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('twin.noneRelated')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
