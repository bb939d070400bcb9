import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../shared/ui/day-field';
import { RECORD_KINDS, RECORD_SORTS, isRecordKind, isRecordSort } from '../lib/record-kinds';
import { hasFilters, type ListParams } from '../lib/use-list-params';
import { useDebounced } from '../lib/use-debounced';

interface RecordsFiltersProps {
  params: ListParams;
  update: (patch: Partial<ListParams>) => void;
  /** Clears everything; the parent remounts this component so the search box empties too. */
  onClear: () => void;
}

/** Search (debounced, server-side), kind, date range and sort of the records list. */
export function RecordsFilters({ params, update, onClear }: RecordsFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(params.q);
  const settled = useDebounced(text, 350);
  useEffect(() => {
    if (settled !== params.q) update({ q: settled });
  }, [settled, params.q, update]);

  return (
    // Aligned at the top: a day field's message under it must not lift its box above the others. Below xl the
    // search has the first line to itself and the filters share the second: beside four filters at 1280 px it
    // had 190 px, and its example ("Title, notes or codes", longer in Arabic) was cut.
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, alignItems: { md: 'flex-start' }, flexWrap: { md: 'wrap', xl: 'nowrap' } }}
    >
      <TextField
        label={t('records.list.search')}
        placeholder={t('records.list.searchHint')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        type="search"
        size="small"
        sx={{ flex: { md: '1 1 100%', xl: '1 1 16rem' } }}
        slotProps={{
          htmlInput: { 'data-testid': 'records-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('records.list.kind')}
        value={params.kind ?? ''}
        onChange={(event) => {
          update({ kind: isRecordKind(event.target.value) ? event.target.value : null });
        }}
        size="small"
        sx={{ minWidth: 170 }}
        data-testid="records-kind-filter"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('records.list.allKinds')}</MenuItem>
        {RECORD_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind} data-testid={`records-kind-${kind}`}>
            {t(`records.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {/* Days typed in the page's language (a native date input shows the browser's); a period that ends before
          it starts is refused here with the reason, rather than sent for the server to refuse. */}
      {(['from', 'to'] as const).map((field) => (
        <DayField
          key={field}
          size="small"
          label={t(`records.list.${field}`)}
          value={params[field]}
          onChange={(day) => {
            update({ [field]: day });
          }}
          check={(day) =>
            (field === 'from' ? params.to && day > params.to : params.from && day < params.from)
              ? t('records.list.rangeError')
              : null
          }
          testId={`records-${field}`}
          // Wide enough for the placeholder's example ("e.g. 12/31/2026", "مثال 31/12/2026").
          sx={{ minWidth: 175 }}
        />
      ))}
      <TextField
        select
        label={t('records.list.sort')}
        value={params.sort}
        onChange={(event) => {
          if (isRecordSort(event.target.value)) update({ sort: event.target.value });
        }}
        size="small"
        sx={{ minWidth: 170 }}
        data-testid="records-sort"
      >
        {RECORD_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`records.list.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      {hasFilters(params) || text !== '' ? (
        <Button onClick={onClear} sx={{ flexShrink: 0 }}>
          {t('records.list.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}
