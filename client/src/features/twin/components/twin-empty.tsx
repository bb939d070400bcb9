import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import BluetoothSearchingOutlined from '@mui/icons-material/BluetoothSearchingOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../shared/ui/empty-state';

type Suggestion = 'IMPORT_BUNDLE' | 'ADD_RECORD' | 'PAIR_GADGET';

const ACTIONS: Record<Suggestion, { to: string; icon: ReactElement }> = {
  IMPORT_BUNDLE: { to: paths.records.list, icon: <UploadFileOutlined /> },
  ADD_RECORD: { to: paths.records.blank, icon: <AddOutlined /> },
  PAIR_GADGET: { to: paths.gadgets, icon: <BluetoothSearchingOutlined /> },
};

const isSuggestion = (value: string): value is Suggestion => value in ACTIONS;

/** A system without data: what would fill it, as the server suggests (import, add a record, pair a gadget). */
export function TwinEmpty({ suggestions }: { suggestions: readonly string[] }) {
  const { t } = useTranslation();
  const known = suggestions.filter(isSuggestion);
  const shown: Suggestion[] = known.length ? known : ['IMPORT_BUNDLE', 'ADD_RECORD'];
  return (
    <EmptyState
      testId="twin-empty"
      icon={<MonitorHeartOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('twin.empty.title')}
      text={t('twin.empty.text')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {shown.map((s, i) => (
            <Button
              key={s}
              component={RouterLink}
              to={ACTIONS[s].to}
              startIcon={ACTIONS[s].icon}
              variant={i === 0 ? 'contained' : 'outlined'}
              data-testid={`twin-suggestion-${s}`}
            >
              {t(`twin.empty.${s}`)}
            </Button>
          ))}
        </Stack>
      }
    />
  );
}
