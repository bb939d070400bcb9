// Administrators only (the server enforces it; this panel is shown to admins): find a member, see their
// invoices, issue one, record a payment or cancel.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdminUserInvoicesDocument, BillingAdminUsersDocument } from '../../../gql/graphql';
import type { InvoiceRowFieldsFragment } from '../../../gql/graphql';
import { useBillingFormat } from '../lib/use-billing-format';
import { CancelDialog, IssueDialog, PaymentDialog } from './admin-dialogs';
import { StateChip } from './state-chip';

interface Member {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export function AdminBilling() {
  const { t } = useTranslation('billing');
  const f = useBillingFormat();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [member, setMember] = useState<Member | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'issue' } | { kind: 'pay' | 'cancel'; invoice: InvoiceRowFieldsFragment } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const users = useQuery(BillingAdminUsersDocument, { variables: { search }, skip: search.length < 2 });
  const invoices = useQuery(AdminUserInvoicesDocument, { variables: { userId: member?.id ?? '' }, skip: !member });
  const name = (m: Member) => `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim() || m.email;
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="admin-billing-title" data-testid="admin-billing">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="admin-billing-title" variant="h5" component="h2">
            {t('admin.title')}
          </Typography>
          <Typography color="text.secondary">{t('admin.text')}</Typography>
        </Box>
        <Autocomplete
          options={users.data?.adminUsers.nodes ?? []}
          getOptionLabel={(m) => `${name(m)} <${m.email}>`}
          filterOptions={(x) => x}
          value={member}
          onChange={(_e, v) => setMember(v)}
          inputValue={input}
          onInputChange={(_e, v) => setInput(v)}
          noOptionsText={t('admin.noUsers')}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // dir="auto": "Name <address>" in a right-to-left page put its closing bracket first ("<Name <address").
          renderInput={(p) => (
            <TextField
              {...p}
              label={t('admin.user')}
              slotProps={{ ...p.slotProps, htmlInput: { ...p.slotProps.htmlInput, dir: 'auto' } }}
            />
          )}
          sx={{ maxWidth: 480 }}
        />
        {member ? (
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
                {t('admin.invoicesOf', { name: name(member) })}
              </Typography>
              <Button variant="contained" onClick={() => setDialog({ kind: 'issue' })}>
                {t('admin.issue')}
              </Button>
            </Box>
            {invoices.data?.adminUserInvoices.length === 0 ? <Typography color="text.secondary">{t('admin.none')}</Typography> : null}
            <List dense data-testid="admin-invoices">
              {(invoices.data?.adminUserInvoices ?? []).map((i) => (
                <ListItem key={i.id} divider sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={`admin-invoice-${i.number}`}>
                  <ListItemText primary={`${i.number} · ${i.issuerName}`} secondary={`${f.money(i.totalGrossMinor, i.currency)} · ${t('admin.openAmount', { amount: f.money(i.amountOpenMinor, i.currency) })}`} sx={{ flex: '1 1 240px' }} />
                  <StateChip state={i.state} />
                  {i.status === 'ISSUED' ? (
                    <>
                      <Button size="small" onClick={() => setDialog({ kind: 'pay', invoice: i })}>
                        {t('admin.recordPayment')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setDialog({ kind: 'cancel', invoice: i })}>
                        {t('admin.cancel')}
                      </Button>
                    </>
                  ) : null}
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
      </CardContent>
      {member && dialog?.kind === 'issue' ? <IssueDialog open onClose={() => setDialog(null)} userId={member.id} /> : null}
      {dialog?.kind === 'pay' ? <PaymentDialog open onClose={() => setDialog(null)} invoice={dialog.invoice} /> : null}
      {dialog?.kind === 'cancel' ? <CancelDialog open onClose={() => setDialog(null)} invoice={dialog.invoice} /> : null}
    </Card>
  );
}
