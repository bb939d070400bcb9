// The administrators' forms: issue an invoice (lines, due date, currency), record a payment, cancel with a
// reason. Amounts are typed in major units and sent as minor units; the server re-checks everything.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { CancelInvoiceDocument, IssueInvoiceDocument, RecordInvoicePaymentDocument } from '../../../gql/graphql';
import type { InvoiceRowFieldsFragment, PaymentMethod } from '../../../gql/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { DayField } from '../../../shared/ui/day-field';
import { parseMoney } from '../../../shared/lib/money';
import { useBillingFormat } from '../lib/use-billing-format';

const METHODS: PaymentMethod[] = ['BANK_TRANSFER', 'CARD', 'CASH', 'CHEQUE', 'INSURANCE', 'OTHER'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CNY', 'SAR', 'AED', 'JPY'];
const today = () => new Date().toISOString().slice(0, 10);
const refetchQueries = ['Invoices', 'AdminUserInvoices'];

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

export function IssueDialog({ open, onClose, userId }: DialogProps & { userId: string }) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const f = useBillingFormat();
  const [currency, setCurrency] = useState('EUR');
  const [dueDate, setDueDate] = useState(() => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  const [lines, setLines] = useState([{ description: '', quantity: '1', price: '' }]);
  // The due date field holds text that is not a day to send (impossible, in the past, half-typed).
  const [dueProblem, setDueProblem] = useState(false);
  const [issue, { loading, error, reset }] = useMutation(IssueInvoiceDocument, { refetchQueries });
  const parsed = lines.map((l) => ({
    description: l.description,
    quantity: Number(l.quantity),
    unitPriceMinor: parseMoney(l.price, currency),
  }));
  const valid = parsed.every(
    (l) => l.description.trim() && Number.isInteger(l.quantity) && l.quantity > 0 && l.unitPriceMinor !== null,
  );
  const total = parsed.reduce(
    (n, l) => n + (l.unitPriceMinor ?? 0) * (Number.isInteger(l.quantity) ? l.quantity : 0),
    0,
  );
  const submit = async () => {
    const res = await issue({
      variables: {
        input: {
          userId,
          currency,
          dueDate,
          lines: parsed.map((l) => ({ ...l, unitPriceMinor: l.unitPriceMinor ?? 0 })),
        },
      },
    }).catch(() => null);
    if (res?.data) {
      setLines([{ description: '', quantity: '1', price: '' }]);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="issue-title">
      <DialogTitle id="issue-title">{t('admin.issue')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error ? (
          <Alert severity="error" onClose={() => reset()}>
            {errorText(error)}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label={t('admin.currency')}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            sx={{ minWidth: 120 }}
          >
            {CURRENCIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          {/* Typed in the page's language (a native date input follows the browser's). The server refuses a past
              due date too; said here first, and "Issue" waits until the field holds a day it can send. */}
          <DayField
            label={t('admin.dueDate')}
            value={dueDate}
            onChange={setDueDate}
            check={(day) => (day < today() ? t('admin.dueDatePast') : null)}
            onProblem={setDueProblem}
            testId="issue-due-date"
            keepLine
          />
        </Box>
        {lines.map((l, i) => (
          <Box
            key={i}
            role="group"
            aria-label={t('admin.line', { n: i + 1 })}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <TextField
              size="small"
              label={t('admin.description')}
              value={l.description}
              onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, description: e.target.value } : x)))}
              sx={{ flex: '1 1 200px' }}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              size="small"
              label={t('admin.quantity')}
              value={l.quantity}
              onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, quantity: e.target.value } : x)))}
              sx={{ width: 90 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              size="small"
              label={t('admin.unitPrice')}
              value={l.price}
              onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, price: e.target.value } : x)))}
              sx={{ width: 130 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <IconButton
              aria-label={t('admin.removeLine', { n: i + 1 })}
              disabled={lines.length === 1}
              onClick={() => setLines(lines.filter((_, j) => j !== i))}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Button
            onClick={() => setLines([...lines, { description: '', quantity: '1', price: '' }])}
            disabled={lines.length >= 100}
          >
            {t('admin.addLine')}
          </Button>
          <Typography sx={{ fontWeight: 600 }}>{t('admin.total', { amount: f.money(total, currency) })}</Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.back')}</Button>
        <Button
          variant="contained"
          disabled={!valid || !dueDate || dueProblem || loading}
          onClick={() => void submit()}
        >
          {t('admin.submitIssue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PaymentDialog({ open, onClose, invoice }: DialogProps & { invoice: InvoiceRowFieldsFragment }) {
  const { t } = useTranslation('billing');
  // Payment methods are named in the shared strings (the administrators' audit names them too).
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const f = useBillingFormat();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [paidOnProblem, setPaidOnProblem] = useState(false);
  const [record, { loading, error, reset }] = useMutation(RecordInvoicePaymentDocument, { refetchQueries });
  const minor = parseMoney(amount, invoice.currency);
  const submit = async () => {
    if (minor === null) return;
    const res = await record({
      variables: {
        input: {
          invoiceId: invoice.id,
          amountMinor: minor,
          currency: invoice.currency,
          paidOn,
          method,
          reference: reference || null,
        },
      },
    }).catch(() => null);
    if (res?.data) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pay-title">
      <DialogTitle id="pay-title">
        {t('admin.recordPayment')} · {invoice.number}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error ? (
          <Alert severity="error" onClose={() => reset()}>
            {errorText(error)}
          </Alert>
        ) : null}
        <Typography color="text.secondary">
          {t('admin.openAmount', { amount: f.money(invoice.amountOpenMinor, invoice.currency) })}
        </Typography>
        <TextField
          label={`${t('admin.amount')} (${invoice.currency})`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amount !== '' && minor === null}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }}
        />
        {/* As the due date above: a day in the future is refused here and by the server. */}
        <DayField
          label={t('admin.paidOn')}
          value={paidOn}
          onChange={setPaidOn}
          check={(day) => (day > today() ? t('admin.paidOnFuture') : null)}
          onProblem={setPaidOnProblem}
          testId="payment-paid-on"
          keepLine
        />
        <TextField
          select
          label={t('admin.method')}
          value={method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        >
          {METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {tc(`paymentMethods.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('admin.reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.back')}</Button>
        <Button
          variant="contained"
          disabled={minor === null || minor <= 0 || !paidOn || paidOnProblem || loading}
          onClick={() => void submit()}
          data-testid="payment-submit"
        >
          {t('admin.submitPayment')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CancelDialog({ open, onClose, invoice }: DialogProps & { invoice: InvoiceRowFieldsFragment }) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [cancel, { loading, error, reset }] = useMutation(CancelInvoiceDocument, { refetchQueries });
  const submit = async () => {
    const res = await cancel({ variables: { id: invoice.id, reason } }).catch(() => null);
    if (res?.data) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-title">
      <DialogTitle id="cancel-title">
        {t('admin.cancel')} · {invoice.number}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'grid', gap: 2 }}>
        {error ? (
          <Alert severity="error" onClose={() => reset()}>
            {errorText(error)}
          </Alert>
        ) : null}
        <TextField
          label={t('admin.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.back')}</Button>
        <Button color="error" variant="contained" disabled={!reason.trim() || loading} onClick={() => void submit()}>
          {t('admin.submitCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
