import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { AdminUserFilter } from '../../../gql/graphql';

/** The longest search the server accepts (admin-rules.ts, parseSearch). */
export const SEARCH_MAX = 100;

export type FilterKey = keyof AdminUserFilter;
const KEYS: FilterKey[] = ['verified', 'banned', 'admin'];

interface UsersToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filter: AdminUserFilter;
  onFilter: (filter: AdminUserFilter) => void;
}

const toValue = (v: boolean | null | undefined) => (v === true ? 'yes' : v === false ? 'no' : 'any');
const fromValue = (v: string) => (v === 'yes' ? true : v === 'no' ? false : null);

/** Search box (the caller debounces) and the three yes/no/any filters, all applied on the server. */
export function UsersToolbar({ search, onSearch, filter, onFilter }: UsersToolbarProps) {
  const { t } = useTranslation();
  const length = search.trim().length;
  const tooLong = length > SEARCH_MAX;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        id="admin-search"
        label={t('admin.search')}
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        error={tooLong}
        helperText={tooLong ? t('admin.searchTooLong', { max: SEARCH_MAX, length }) : undefined}
        sx={{ flexGrow: 1, minWidth: 240 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {KEYS.map((key) => (
        <TextField
          key={key}
          id={`admin-filter-${key}`}
          select
          label={t(`admin.filters.${key}`)}
          value={toValue(filter[key])}
          onChange={(e) => onFilter({ ...filter, [key]: fromValue(e.target.value) })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="any">{t('admin.filters.any')}</MenuItem>
          <MenuItem value="yes">{t('admin.filters.yes')}</MenuItem>
          <MenuItem value="no">{t('admin.filters.no')}</MenuItem>
        </TextField>
      ))}
    </Stack>
  );
}
