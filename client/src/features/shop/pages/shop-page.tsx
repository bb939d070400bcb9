// /apps/ecommerce/shop: the filter sidebar (a drawer on phones), search, the product grid and server-side paging.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useErrorText } from '../../../shared/api/use-error-text';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageShell } from '../../../shared/ui/page-shell';
import { useProducts } from '../api/use-shop';
import { ShopActions } from '../components/cart-button';
import { FilterPanel } from '../components/filter-panel';
import { ProductCard } from '../components/product-card';
import { PAGE_SIZE, RESET, readFilters, writeFilters } from '../lib/filters';
import type { ShopFilters } from '../lib/filters';

export function ShopPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [drawer, setDrawer] = useState(false);
  const [search, setSearch] = useState(filters.search);

  const update = (patch: Partial<ShopFilters>) => {
    // Any filter change goes back to the first page.
    setParams(writeFilters({ ...filters, page: 1, ...patch }), { replace: true });
  };
  // The search box applies after a short pause in typing.
  useEffect(() => {
    if (search === filters.search) return;
    const id = setTimeout(() => {
      update({ search });
    }, 300);
    return () => {
      clearTimeout(id);
    };
  });

  const { data, error, loading } = useProducts({
    filter: {
      category: filters.category,
      colour: filters.colour,
      gender: filters.gender,
      price: filters.price,
      minRating: filters.minRating,
      search: filters.search || null,
    },
    sort: filters.sort,
    offset: (filters.page - 1) * PAGE_SIZE,
    first: PAGE_SIZE,
  });
  const page = data?.products;
  const panel = (
    <FilterPanel
      filters={filters}
      onChange={update}
      onReset={() => {
        setSearch('');
        setParams(writeFilters(RESET), { replace: true });
      }}
    />
  );

  return (
    <PageShell title={t('title')} subtitle={t('subtitle')} actions={<ShopActions />}>
      <Grid container spacing={3}>
        {wide ? (
          <Grid size={{ md: 3 }}>
            <Card component="aside" aria-label={t('filters.title')}>
              <CardContent>{panel}</CardContent>
            </Card>
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 9 }}>
          <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <TextField
              size="small"
              type="search"
              label={t('searchLabel')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value.slice(0, 100));
              }}
              sx={{ flexGrow: 1, minWidth: 180 }}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'shop-search' } }}
            />
            {!wide ? (
              <Button
                startIcon={<FilterListOutlined />}
                onClick={() => {
                  setDrawer(true);
                }}
              >
                {t('filters.open')}
              </Button>
            ) : null}
            {page ? (
              <Typography color="text.secondary" role="status" data-testid="shop-total">
                {t('results', { count: page.total })}
              </Typography>
            ) : null}
          </Stack>
          {error && !page ? <Alert severity="error">{errorText(error)}</Alert> : null}
          {!page && loading ? (
            <Grid container spacing={2}>
              {Array.from({ length: 6 }, (_, i) => (
                <Grid key={i} size={{ xs: 6, sm: 4 }}>
                  <Skeleton variant="rounded" height={280} />
                </Grid>
              ))}
            </Grid>
          ) : null}
          {page && page.nodes.length === 0 ? (
            <EmptyState icon={<SearchOffOutlined fontSize="large" color="action" />} title={t('noResults')} text={t('noResultsText')} />
          ) : null}
          {page && page.nodes.length > 0 ? (
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="product-grid">
              {page.nodes.map((p) => (
                <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <ProductCard product={p} />
                </Grid>
              ))}
            </Grid>
          ) : null}
          {page && page.total > PAGE_SIZE ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={Math.ceil(page.total / PAGE_SIZE)}
                page={filters.page}
                onChange={(_e, n) => {
                  setParams(writeFilters({ ...filters, page: n }));
                }}
              />
            </Box>
          ) : null}
        </Grid>
      </Grid>
      <Drawer
        open={!wide && drawer}
        onClose={() => {
          setDrawer(false);
        }}
        slotProps={{ paper: { sx: { width: 300, p: 2 } } }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('filters.title')}
        </Typography>
        {panel}
      </Drawer>
    </PageShell>
  );
}
