// The detail of one invoice in a side drawer (end side, so it follows the page direction): parties, dates,
// line items, totals, payments and history. Kept in the URL (?invoice=<id>).
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useState } from 'react';
import { downloadFile } from '../../../shared/api/rest';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { InvoiceDetailDocument } from '../../../gql/graphql';
import type { InvoiceDetailQuery } from '../../../gql/graphql';
import { PhoneDetails, usePhoneWidth, wideColumn } from '../../../shared/ui/phone-table';
import { useBillingFormat } from '../lib/use-billing-format';
import { StateChip } from './state-chip';

type Detail = InvoiceDetailQuery['invoice'];

export function InvoiceDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { data, loading, error } = useQuery(InvoiceDetailDocument, { variables: { id: id ?? '' }, skip: !id });
  const inv = data?.invoice;
  return (
    <Drawer anchor="right" open={Boolean(id)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } }, 'aria-labelledby': 'invoice-title', role: 'dialog', 'data-testid': 'invoice-drawer' } as object }}>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, gap: 1 }}>
        <Typography id="invoice-title" variant="h4" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {inv ? t('detail.title', { number: inv.number }) : '…'}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('detail.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      {loading && !inv ? <LinearProgress /> : null}
      {error && !inv ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('detail.notFound')}
        </Alert>
      ) : null}
      {inv ? <DetailBody inv={inv} /> : null}
    </Drawer>
  );
}

/** The invoice PDF in the page's language, made on demand by the server (GET /api/invoices/{id}.pdf). */
function PdfButton({ id, number }: { id: string; number: string }) {
  const { t, i18n } = useTranslation('billing');
  const errorText = useErrorText();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    setFailed(null);
    downloadFile(`/api/invoices/${encodeURIComponent(id)}.pdf?lang=${encodeURIComponent(i18n.language)}`, `invoice-${number}.pdf`)
      .catch((e: unknown) => setFailed(errorText(e, t('detail.pdfFailed'))))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={busy} onClick={download} data-testid="invoice-pdf" sx={{ marginInlineStart: 'auto' }}>
        {t('detail.pdf')}
      </Button>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {failed}
        </Alert>
      ) : null}
    </>
  );
}

function DetailBody({ inv }: { inv: Detail }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const f = useBillingFormat();
  const m = (minor: number) => f.money(minor, inv.currency);
  // On a phone the quantity and unit price columns give way (they go under the description): the total rows'
  // label then spans the one column left before the amount.
  const labelSpan = usePhoneWidth() ? 1 : 3;
  const num = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  const facts: [string, string | null][] = [
    [t('detail.issuer'), inv.issuerName],
    [t('detail.recipient'), inv.recipientName],
    [t('detail.issued'), f.instant(String(inv.issuedAt))],
    [t('detail.due'), inv.dueDate ? f.day(inv.dueDate) : null],
    [t('detail.origin'), t(`detail.origins.${inv.origin}`)],
    [t('detail.claim'), inv.claimId ?? null],
    [t('detail.eob'), inv.eobId ?? null],
  ];
  return (
    // minmax(0, 1fr): a grid track is otherwise as wide as its widest content, and the line items' table pushed
    // the PDF button, the amounts and the payments past the drawer's edge on a phone.
    <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StateChip state={inv.state} />
        {inv.cancelReason ? <Typography color="text.secondary">{t('detail.cancelled', { reason: inv.cancelReason })}</Typography> : null}
        <PdfButton id={inv.id} number={inv.number} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts
          .filter((x): x is [string, string] => Boolean(x[1]))
          .map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {k}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {v}
              </Typography>
            </Box>
          ))}
      </Box>
      <section aria-labelledby="lines-title">
        <Typography id="lines-title" variant="h6" component="h3" gutterBottom>
          {t('detail.lines')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="lines-title" data-testid="invoice-lines">
            <TableHead>
              <TableRow>
                <TableCell>{t('detail.description')}</TableCell>
                <TableCell sx={[wideColumn, num]}>{t('detail.quantity')}</TableCell>
                <TableCell sx={[wideColumn, num]}>{t('detail.unitPrice')}</TableCell>
                <TableCell sx={num}>{t('detail.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {inv.lines.map((l) => (
                <TableRow key={l.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {l.description}
                    <PhoneDetails>{t('detail.quantityTimesPrice', { quantity: l.quantity, price: m(l.unitPriceMinor) })}</PhoneDetails>
                  </TableCell>
                  <TableCell sx={[wideColumn, num]}>{l.quantity}</TableCell>
                  <TableCell sx={[wideColumn, num]}>{m(l.unitPriceMinor)}</TableCell>
                  <TableCell sx={num}>{m(l.netMinor)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={labelSpan} sx={{ fontWeight: 600 }}>
                  {t('detail.totalGross')}
                </TableCell>
                <TableCell sx={{ ...num, fontWeight: 600 }}>{m(inv.totalGrossMinor)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={labelSpan}>{t('detail.paid')}</TableCell>
                <TableCell sx={num} data-testid="detail-paid">
                  {m(inv.amountPaidMinor)}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={labelSpan} sx={{ fontWeight: 600 }}>
                  {t('detail.open')}
                </TableCell>
                <TableCell sx={{ ...num, fontWeight: 600 }} data-testid="detail-open">
                  {m(inv.amountOpenMinor)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      </section>
      <section aria-labelledby="payments-title">
        <Typography id="payments-title" variant="h6" component="h3" gutterBottom>
          {t('detail.payments')}
        </Typography>
        {inv.payments.length === 0 ? (
          <Typography color="text.secondary">{t('detail.noPayments')}</Typography>
        ) : (
          <List dense disablePadding data-testid="invoice-payments">
            {inv.payments.map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText primary={`${f.day(p.paidOn)} · ${tc(`paymentMethods.${p.method}`)}`} secondary={p.reference} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
                {/* In the row's flow, not MUI's secondaryAction: that keeps 48 px for it, and "10 345,67 €" lay
                    over a long payment reference at 375 px. */}
                <Typography sx={{ flexShrink: 0, marginInlineStart: 2, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{m(p.amountMinor)}</Typography>
              </ListItem>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="history-title">
        <Typography id="history-title" variant="h6" component="h3" gutterBottom>
          {t('detail.history')}
        </Typography>
        <List dense disablePadding data-testid="invoice-history">
          {inv.events.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={[t(`events.${e.type}`), e.amountMinor !== null && e.amountMinor !== undefined ? m(e.amountMinor) : null].filter(Boolean).join(' · ')}
                secondary={[f.instantTime(String(e.at)), e.note].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </section>
    </Box>
  );
}
