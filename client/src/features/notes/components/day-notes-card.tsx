// A small card for the overview: the notes linked to today (the user's calendar day), beside the vitals.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DayNotesDocument } from '../../../gql/graphql';
import { zoneOffset } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';
import { LoadError } from '../../../shared/ui/load-error';
import { notesNamespace } from '../i18n';
import { tone } from './note-colors';

/**
 * Today as YYYY-MM-DD in the user's time zone, from the zone's offset (shared/lib/time keeps one formatter per
 * zone). It built an 'en-CA' Intl.DateTimeFormat on every render, and the card renders with each answer.
 */
function todayIn(timeZone: string | undefined): string {
  const now = Date.now();
  return new Date(now + zoneOffset(now, timeZone)).toISOString().slice(0, 10);
}

export function DayNotesCard() {
  const { t, ready } = useTranslation('notes');
  const f = useFormat();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void notesNamespace.ready().then(() => {
      setLoaded(true);
    });
  }, []);
  const { data, error } = useQuery(DayNotesDocument, { variables: { linkedDate: todayIn(f.timeZone) }, fetchPolicy: 'cache-and-network' });
  if (!loaded || !ready) return null;
  const notes = data?.notes;
  return (
    <Card data-testid="day-notes-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('day.title')}
        </Typography>
        {!notes && error ? <LoadError error={error} sx={{ mt: 1 }} /> : null}
        {!notes && !error ? <Skeleton height={48} /> : null}
        {notes?.length === 0 ? <Typography color="text.secondary">{t('day.none')}</Typography> : null}
        {notes?.length ? (
          <List dense>
            {notes.slice(0, 5).map((n) => (
              <ListItem key={n.id} disableGutters sx={{ borderInlineStart: '3px solid', borderColor: `${tone(n.color)}.main`, paddingInlineStart: 1 }}>
                <ListItemText
                  primary={n.title || t('untitled')}
                  secondary={n.body.slice(0, 140)}
                  slotProps={{ primary: { dir: 'auto' }, secondary: { dir: 'auto', sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        <Link component={RouterLink} to={paths.apps.notes}>
          {t('day.open')}
        </Link>
      </CardContent>
    </Card>
  );
}
