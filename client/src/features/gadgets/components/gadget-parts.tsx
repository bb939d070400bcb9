// The pieces of a gadget's line, shared by the table row (wide screens) and the card (phones).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toMs } from '../../../shared/lib/time';
import { useFormat } from '../../../shared/lib/use-format';
import { useGadgetName } from '../../../shared/vitals/use-gadget-name';
import type { Gadget } from '../api/use-gadgets';

export function GadgetName({ gadget }: { gadget: Gadget }) {
  const { t } = useTranslation();
  const name = useGadgetName();
  return (
    <>
      <Typography sx={{ fontWeight: 600 }} data-testid="gadget-name">
        {name(gadget)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`gadgets.kinds.${gadget.kind}`)}
      </Typography>
    </>
  );
}

/** The key's first characters (not a secret) and whether it still works. */
export function GadgetKey({ gadget }: { gadget: Gadget }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace' }} data-testid="gadget-key-prefix">
        {gadget.keyPrefix}…
      </Box>
      <Chip
        size="small"
        color={gadget.keyStatus === 'ACTIVE' ? 'success' : 'default'}
        variant="outlined"
        label={t(`gadgets.keyStatus.${gadget.keyStatus}`)}
        data-testid="gadget-key-status"
      />
    </Box>
  );
}

/** The online dot and when the gadget last sent something. */
export function GadgetStatus({ gadget, now }: { gadget: Gadget; now: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lastSeen = gadget.lastSeenAt === null ? null : toMs(gadget.lastSeenAt);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="gadget-online">
        <Box
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: gadget.online ? 'success.main' : 'text.disabled' }}
        />
        {gadget.online ? t('gadgets.online') : t('gadgets.offline')}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        title={lastSeen === null ? undefined : format.dateTime(lastSeen)}
        data-testid="gadget-last-seen"
      >
        {lastSeen === null ? t('gadgets.neverSeen') : t('gadgets.lastSeen', { when: format.relative(lastSeen, now) })}
      </Typography>
    </>
  );
}
