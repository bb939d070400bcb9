import Button from '@mui/material/Button';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';

/** No gadget yet: what a gadget is for and how to add the first one (or the simulator, to try things out). */
export function NoGadgets({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="gadgets-empty"
      icon={<SensorsOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('gadgets.empty.title')}
      text={t('gadgets.empty.text')}
      action={
        <Button variant="contained" onClick={onAdd}>
          {t('gadgets.add.button')}
        </Button>
      }
    />
  );
}
