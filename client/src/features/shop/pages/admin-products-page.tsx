// /apps/ecommerce/eco-product-list (administrators): the catalogue with stock and sales, create/edit a product,
// and the orders awaiting payment with "record payment". The server refuses all of it to non-admins, who see the
// same no-access card as on /admin/users instead of controls that could only fail.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { AdminOrdersDocument, AdminProductsDocument, RecordOrderPaymentDocument } from '../../../gql/graphql';
import type { AdminProductsQuery } from '../../../gql/graphql';
import { paths } from '../../../app/paths';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageShell } from '../../../shared/ui/page-shell';
import { PhoneDetails, wideColumn } from '../../../shared/ui/phone-table';
import { TableScrollRegion } from '../../../shared/ui/table-scroll-region';
import { ProductFormDialog } from '../components/product-form-dialog';
import { useMoney } from '../lib/money';
import { Labelled } from '../../../shared/ui/labelled';

type Row = AdminProductsQuery['adminProducts']['nodes'][number];

function AwaitingPayment() {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const errorText = useErrorText();
  const { data, error } = useQuery(AdminOrdersDocument, {
    variables: { status: 'AWAITING_PAYMENT' },
    fetchPolicy: 'cache-and-network',
  });
  const [record, r] = useMutation(RecordOrderPaymentDocument, { refetchQueries: [AdminOrdersDocument] });
  const rows = data?.adminOrders;
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('admin.ordersTitle')}
        </Typography>
        {error || r.error ? <Alert severity="error">{errorText(error ?? r.error)}</Alert> : null}
        {rows?.length === 0 ? <Typography color="text.secondary">{t('admin.noOrders')}</Typography> : null}
        {rows && rows.length > 0 ? (
          <TableScrollRegion label={t('admin.ordersTitle')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell sx={wideColumn}>{t('admin.buyer')}</TableCell>
                  <TableCell align="right">{t('checkout.total')}</TableCell>
                  <TableCell sx={wideColumn}>{t('admin.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ order, buyerEmail }) => {
                  const recordButton = (
                    <Button
                      size="small"
                      disabled={r.loading}
                      onClick={() => void record({ variables: { orderId: order.id } }).catch(() => undefined)}
                    >
                      {t('admin.recordPayment')}
                    </Button>
                  );
                  return (
                    <TableRow key={order.id}>
                      <TableCell>
                        {order.number}
                        <PhoneDetails>
                          {/* An address has no space to wrap at: it breaks anywhere rather than push the total off. */}
                          <Box component="bdi" sx={{ overflowWrap: 'anywhere' }}>
                            {buyerEmail}
                          </Box>
                          {recordButton}
                        </PhoneDetails>
                      </TableCell>
                      <TableCell sx={wideColumn}>
                        <bdi>{buyerEmail}</bdi>
                      </TableCell>
                      <TableCell align="right">{money(order.totalMinor, order.currency)}</TableCell>
                      <TableCell sx={wideColumn}>{recordButton}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScrollRegion>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function AdminProductsPage() {
  const { t } = useTranslation('shop');
  const { user } = useAuth();
  if (!user?.admin) {
    return (
      <PageShell title={t('admin.title')}>
        <NoAccess backTo={paths.overview} />
      </PageShell>
    );
  }
  return <ProductsAdmin />;
}

function ProductsAdmin() {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const { data, error } = useQuery(AdminProductsDocument, {
    variables: { search: search || null, first: 48 },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.adminProducts.nodes;
  // Shown once per row: in the Actions column from `sm` up, under the price on a phone (display: none hides the
  // other, so a screen reader meets one button).
  const edit = (p: Row) => (
    <IconButton
      aria-label={t('admin.edit', { name: p.name })}
      onClick={() => {
        setEditing(p);
      }}
    >
      <EditOutlined />
    </IconButton>
  );
  return (
    <PageShell
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('admin.add')}
        </Button>
      }
    >
      <Card>
        <CardContent>
          <TextField
            size="small"
            type="search"
            label={t('admin.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value.slice(0, 100));
            }}
            sx={{ mb: 2, minWidth: 240 }}
          />
          {error && !rows ? <Alert severity="error">{errorText(error)}</Alert> : null}
          {!rows && !error ? <Skeleton variant="rounded" height={240} /> : null}
          {rows ? (
            <TableScrollRegion label={t('admin.title')}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('admin.columns.product')}</TableCell>
                    <TableCell sx={wideColumn}>{t('admin.columns.category')}</TableCell>
                    <TableCell align="right">{t('admin.columns.price')}</TableCell>
                    <TableCell align="right" sx={wideColumn}>
                      {t('admin.columns.stock')}
                    </TableCell>
                    <TableCell align="right" sx={wideColumn}>
                      {t('admin.columns.sold')}
                    </TableCell>
                    <TableCell sx={wideColumn}>{t('admin.columns.status')}</TableCell>
                    <TableCell sx={wideColumn}>{t('admin.columns.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((p) => (
                    <TableRow key={p.id} hover>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          <Box
                            component="img"
                            src={p.images[0]}
                            alt=""
                            sx={{ width: 36, height: 36, borderRadius: 1 }}
                          />
                          {p.name}
                        </Box>
                        <PhoneDetails>
                          <span>{t(`categories.${p.category}`)}</span>
                          <span>
                            <Labelled label={t('admin.columns.stock')}>{p.stock}</Labelled> ·{' '}
                            <Labelled label={t('admin.columns.sold')}>{p.soldCount}</Labelled>
                          </span>
                          <Chip
                            size="small"
                            label={p.active ? t('admin.active') : t('admin.hidden')}
                            color={p.active ? 'success' : 'default'}
                          />
                        </PhoneDetails>
                      </TableCell>
                      <TableCell sx={wideColumn}>{t(`categories.${p.category}`)}</TableCell>
                      <TableCell align="right">
                        {money(p.priceMinor, p.currency)}
                        {/* On a phone the Actions column (cut at the card's edge) is hidden: its button is here. */}
                        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>{edit(p)}</Box>
                      </TableCell>
                      <TableCell align="right" sx={wideColumn}>
                        {p.stock}
                      </TableCell>
                      <TableCell align="right" sx={wideColumn}>
                        {p.soldCount}
                      </TableCell>
                      <TableCell sx={wideColumn}>
                        <Chip
                          size="small"
                          label={p.active ? t('admin.active') : t('admin.hidden')}
                          color={p.active ? 'success' : 'default'}
                        />
                      </TableCell>
                      <TableCell sx={wideColumn}>{edit(p)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScrollRegion>
          ) : null}
        </CardContent>
      </Card>
      <AwaitingPayment />
      {editing ? (
        <ProductFormDialog
          product={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </PageShell>
  );
}
