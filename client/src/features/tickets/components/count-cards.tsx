// The four count cards; each is a toggle button filtering the table (Total clears the filter).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';

interface Counts {
  total: number;
  open: number;
  pending: number;
  closed: number;
}

const CARDS: { key: keyof Counts; status: TicketStatus | null; color: string }[] = [
  { key: 'total', status: null, color: 'primary' },
  { key: 'pending', status: 'PENDING', color: 'warning' },
  { key: 'open', status: 'OPEN', color: 'success' },
  { key: 'closed', status: 'CLOSED', color: 'error' },
];

export function CountCards({ counts, status, onStatus }: { counts: Counts | null; status: TicketStatus | null; onStatus: (s: TicketStatus | null) => void }) {
  const { t } = useTranslation('tickets');
  const f = useFormat();
  return (
    <Box role="group" aria-label={t('cards.label')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}>
      {CARDS.map((c) => {
        const active = status === c.status;
        return (
          <Card
            key={c.key}
            variant="outlined"
            sx={{ bgcolor: (th) => (active ? th.palette.action.selected : undefined), borderColor: active ? `${c.color}.main` : undefined }}
          >
            <CardActionArea onClick={() => onStatus(c.status)} aria-pressed={active} data-testid={`count-${c.key}`} sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="h4" component="p" sx={{ color: `${c.color}.main`, fontWeight: 700 }}>
                {counts ? f.number(counts[c.key], 0) : '–'}
              </Typography>
              <Typography variant="body2">{t(`cards.${c.key}`)}</Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
