// The filter sidebar of the template family: category, sort, gender, price buckets, colour swatches, rating,
// reset. Radio groups (keyboard: arrows) and swatch toggle buttons with names for screen readers.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../lib/money';
import type { ShopFilters } from '../lib/filters';
import { CATEGORIES, COLOURS, GENDERS, PRICES, RATINGS, SORTS, SWATCH } from '../lib/filters';

const ALL = '';
const BOUNDS: Record<(typeof PRICES)[number], [number, number]> = {
  UNDER_50: [0, 5_000],
  FROM_50_TO_100: [5_000, 10_000],
  FROM_100_TO_200: [10_000, 20_000],
  OVER_200: [20_000, 0],
};

interface FilterPanelProps {
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
  onReset: () => void;
}

function Group({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        {children}
      </RadioGroup>
    </FormControl>
  );
}

const option = (value: string, label: string) => (
  <FormControlLabel key={value || 'all'} value={value} control={<Radio size="small" />} label={label} />
);

export function FilterPanel({ filters, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const all = t('filters.all');
  return (
    <Stack spacing={2} divider={<Divider flexItem />} data-testid="shop-filters">
      <Group label={t('filters.category')} value={filters.category ?? ALL} onChange={(v) => onChange({ category: (v || null) as ShopFilters['category'] })}>
        {[option(ALL, all), ...CATEGORIES.map((c) => option(c, t(`categories.${c}`)))]}
      </Group>
      <Group label={t('filters.sortBy')} value={filters.sort} onChange={(v) => onChange({ sort: v as ShopFilters['sort'] })}>
        {SORTS.map((s) => option(s, t(`sorts.${s}`)))}
      </Group>
      <Group label={t('filters.gender')} value={filters.gender ?? ALL} onChange={(v) => onChange({ gender: (v || null) as ShopFilters['gender'] })}>
        {[option(ALL, all), ...GENDERS.map((g) => option(g, t(`genders.${g}`)))]}
      </Group>
      <Group label={t('filters.price')} value={filters.price ?? ALL} onChange={(v) => onChange({ price: (v || null) as ShopFilters['price'] })}>
        {[
          option(ALL, all),
          ...PRICES.map((p) => {
            const [from, to] = BOUNDS[p];
            return option(p, t(`prices.${p}`, { from: money(from, 'EUR'), to: money(to, 'EUR') }));
          }),
        ]}
      </Group>
      <Box>
        <FormLabel component="p" id="colour-label" sx={{ fontWeight: 600, mb: 1 }}>
          {t('filters.colour')}
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="colour-label"
          value={filters.colour}
          onChange={(_e, v: ShopFilters['colour']) => {
            onChange({ colour: v });
          }}
          sx={{ flexWrap: 'wrap', gap: 1 }}
        >
          {COLOURS.map((c) => (
            <ToggleButton
              key={c}
              value={c}
              aria-label={t(`colours.${c}`)}
              title={t(`colours.${c}`)}
              sx={{ width: 36, height: 36, borderRadius: '50% !important', border: '1px solid', borderColor: 'divider', bgcolor: SWATCH[c], '&.Mui-selected, &.Mui-selected:hover, &:hover': { bgcolor: SWATCH[c] } }}
            >
              {filters.colour === c ? <CheckOutlined fontSize="small" sx={{ color: c === 'WHITE' || c === 'SILVER' ? '#111' : '#fff' }} /> : null}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Group label={t('filters.rating')} value={filters.minRating ? String(filters.minRating) : ALL} onChange={(v) => onChange({ minRating: v ? Number(v) : null })}>
        {[option(ALL, all), ...RATINGS.map((r) => option(String(r), t('filters.ratingAtLeast', { count: r })))]}
      </Group>
      <Button variant="outlined" color="error" onClick={onReset} data-testid="reset-filters">
        {t('filters.reset')}
      </Button>
    </Stack>
  );
}
