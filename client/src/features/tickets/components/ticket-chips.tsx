import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TicketPriority, TicketStatus } from '../../../gql/graphql';

const STATUS_COLOR = { OPEN: 'success', PENDING: 'warning', CLOSED: 'default' } as const;
const PRIORITY_COLOR = { LOW: 'default', MEDIUM: 'info', HIGH: 'warning', URGENT: 'error' } as const;

export function StatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`status.${status}`)} />;
}

export function PriorityChip({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('tickets');
  return <Chip size="small" variant="outlined" color={PRIORITY_COLOR[priority]} label={t(`priority.${priority}`)} />;
}
