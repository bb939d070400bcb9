// The status chips: one per state with its count and amounts (open amount for issued/overdue, total
// otherwise), per currency in the active language's format. Pressing one filters the list by it.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceState, InvoicesQuery } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { formatMoney } from '../../../shared/lib/money';
import { CHIP_STATES } from '../lib/use-invoice-params';

type Totals = InvoicesQuery['invoices']['totals'];

const ACCENT: Record<(typeof CHIP_STATES)[number], string> = {
  ISSUED: 'info.main',
  OVERDUE: 'error.main',
  PAID: 'success.main',
  CANCELLED: 'text.disabled',
};

export function StateTotals({ totals, active, onPick }: { totals: Totals; active: InvoiceState | null; onPick: (s: InvoiceState | null) => void }) {
  const { t } = useTranslation('billing');
  const { locale } = useFormat();
  return (
    <Box role="group" aria-label={t('totals.title')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
      {CHIP_STATES.map((s) => {
        const rows = totals.filter((x) => x.state === s);
        const count = rows.reduce((n, r) => n + r.count, 0);
        const pressed = active === s;
        return (
          <Card key={s} variant="outlined" sx={{ borderColor: pressed ? ACCENT[s] : undefined, borderWidth: pressed ? 2 : 1 }}>
            <ButtonBase
              onClick={() => onPick(pressed ? null : s)}
              aria-pressed={pressed}
              data-testid={`chip-${s}`}
              sx={{ display: 'block', width: '100%', textAlign: 'start', p: 2, borderInlineStart: 4, borderColor: ACCENT[s] }}
            >
              <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                {t(`states.${s}`)}
              </Typography>
              <Typography variant="h5" component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }} data-testid={`chip-${s}-amount`}>
                {rows.length ? rows.map((r) => formatMoney(r.amountMinor, r.currency, locale)).join(' · ') : t('totals.none')}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {t('totals.count', { count })}
              </Typography>
            </ButtonBase>
          </Card>
        );
      })}
    </Box>
  );
}
