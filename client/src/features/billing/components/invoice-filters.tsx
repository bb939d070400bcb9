import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { InvoiceSort } from '../../../gql/graphql';
import { DayField } from '../../../shared/ui/day-field';
import { SORTS, hasFilters } from '../lib/use-invoice-params';
import type { InvoiceParams } from '../lib/use-invoice-params';

/** Search (debounced), period and sort; the status filter is the chips above. */
export function InvoiceFilters({
  params,
  update,
}: {
  params: InvoiceParams;
  update: (p: Partial<InvoiceParams>) => void;
}) {
  const { t } = useTranslation('billing');
  const [q, setQ] = useState(params.q);
  // Clearing starts the day fields afresh: a field keeps the text typed in it (a refused end, a day whose page
  // has not been drawn yet), which the period emptied in the address alone would leave on screen.
  const [cleared, setCleared] = useState(0);
  useEffect(() => {
    if (q === params.q) return;
    const timer = setTimeout(() => update({ q }), 300);
    return () => clearTimeout(timer);
  }, [q, params.q, update]);
  return (
    <Box role="search" aria-label={t('filters.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <TextField
        size="small"
        label={t('filters.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ flex: '1 1 220px' }}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'invoice-search' } }}
      />
      {/* Days typed in the page's language (a native date input shows the browser's); a period that ends before
          it starts is refused here with the reason, rather than sent for the server to refuse. */}
      <DayField
        key={`from-${cleared}`}
        id="invoice-from"
        size="small"
        label={t('filters.from')}
        value={params.from}
        onChange={(from) => update({ from })}
        check={(from) => (params.to && from > params.to ? t('filters.rangeError') : null)}
        testId="invoice-from"
        sx={{ flex: '0 1 170px' }}
      />
      <DayField
        key={`to-${cleared}`}
        id="invoice-to"
        size="small"
        label={t('filters.to')}
        value={params.to}
        onChange={(to) => update({ to })}
        check={(to) => (params.from && to < params.from ? t('filters.rangeError') : null)}
        testId="invoice-to"
        sx={{ flex: '0 1 170px' }}
      />
      <TextField
        select
        size="small"
        label={t('filters.sort')}
        value={params.sort}
        onChange={(e) => update({ sort: e.target.value as InvoiceSort })}
        sx={{ flex: '0 1 220px' }}
      >
        {SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`sorts.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {hasFilters(params) ? (
        <Button
          onClick={() => {
            setQ('');
            setCleared((n) => n + 1);
            update({ q: '', from: '', to: '', state: null });
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
