import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceState } from '../../../gql/graphql';

const COLORS: Record<InvoiceState, 'info' | 'error' | 'success' | 'default' | 'warning'> = {
  ISSUED: 'info',
  OVERDUE: 'error',
  PAID: 'success',
  CANCELLED: 'default',
  DRAFT: 'default',
  ENTERED_IN_ERROR: 'warning',
};

/** The page state of an invoice as a coloured chip (colour is never the only cue: the word is there). */
export function StateChip({ state }: { state: InvoiceState }) {
  const { t } = useTranslation('billing');
  return <Chip size="small" color={COLORS[state]} variant={state === 'CANCELLED' ? 'outlined' : 'filled'} label={t(`states.${state}`)} data-testid={`state-${state}`} />;
}
