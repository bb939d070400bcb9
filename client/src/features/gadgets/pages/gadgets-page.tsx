// /gadgets: the user's devices with their key, status, battery and today's readings; add, rotate or revoke
// a key, rename, remove.
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { focusIfLost, refocusIfLost } from '../../../shared/ui/focus-if-lost';
import { PageShell } from '../../../shared/ui/page-shell';
import { useGadgets } from '../api/use-gadgets';
import { AddGadgetDialog } from '../components/add-gadget-dialog';
import { GADGET_KINDS } from '../components/gadget-kinds';
import { GadgetsTable } from '../components/gadgets-table';
import { NoGadgets } from '../components/no-gadgets';
import { LoadError } from '../../../shared/ui/load-error';

export function GadgetsPage() {
  const { t } = useTranslation();
  const { data, error } = useGadgets();
  // ?add=KIND&name=… (the shop's "add it as a gadget" after an order) opens the dialog with them filled in.
  const [params] = useSearchParams();
  const asked = GADGET_KINDS.find((k) => k === params.get('add'));
  const initial = asked ? { kind: asked, name: (params.get('name') ?? '').slice(0, 100) } : undefined;
  const [adding, setAdding] = useState(Boolean(initial));
  const openAdd = () => {
    setAdding(true);
  };
  const gadgets = data?.gadgets;
  // The page's own "Add gadget" is always there: focus goes to it when the control a dialog would give it back
  // to has gone (the empty state's button once there is a gadget; a removed gadget's row, dialog and all).
  const addButton = useRef<HTMLButtonElement>(null);
  const count = gadgets?.length;
  const previousCount = useRef(count);
  useEffect(() => {
    if (count !== undefined && previousCount.current !== undefined && count < previousCount.current) {
      refocusIfLost(addButton.current);
    }
    previousCount.current = count;
  }, [count]);

  return (
    <PageShell
      title={t('nav.gadgets')}
      subtitle={t('gadgets.subtitle')}
      actions={
        <Button
          ref={addButton}
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={openAdd}
          data-testid="add-gadget-button"
        >
          {t('gadgets.add.button')}
        </Button>
      }
    >
      {error && !gadgets ? (
        <LoadError error={error} sx={{ mb: 3 }} />
      ) : null}
      {!gadgets ? error ? null : <Skeleton variant="rounded" height={200} /> : null}
      {gadgets?.length === 0 ? <NoGadgets onAdd={openAdd} /> : null}
      {gadgets && gadgets.length > 0 ? (
        <>
          <GadgetsTable gadgets={gadgets} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('gadgets.footnote')}
          </Typography>
        </>
      ) : null}
      <AddGadgetDialog
        open={adding}
        initial={initial}
        onClose={() => {
          setAdding(false);
        }}
        onExited={(node) => {
          focusIfLost(node, addButton.current);
        }}
      />
    </PageShell>
  );
}
