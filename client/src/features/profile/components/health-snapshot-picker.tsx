// "Share a health snapshot": the author picks which of their latest values go with the post. The list and
// its values come from the server (healthSnapshotPreview, read from the author's own data); only the chosen
// kinds are sent, and the server reads the values again when the post is written.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { HealthSnapshotKind } from '../../../gql/graphql';
import { ProfileHealthSnapshotPreviewDocument } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { useVitalDisplay } from '../../../shared/vitals/use-vital-display';
import type { HealthSnapshotView } from './health-snapshot-card';

const KINDS: readonly HealthSnapshotKind[] = ['HEART_RATE', 'SPO2', 'GLUCOSE', 'BLOOD_PRESSURE', 'STRESS', 'SLEEP'];

export interface PickedSnapshot {
  kinds: HealthSnapshotKind[];
  /** What the composer shows until the post is written (the server reads the values again then). */
  preview: HealthSnapshotView;
}

export function HealthSnapshotPicker({ initial, onClose, onPick }: { initial: HealthSnapshotKind[]; onClose: () => void; onPick: (p: PickedSnapshot) => void }) {
  const { t } = useTranslation('profile');
  const display = useVitalDisplay();
  const f = useFormat();
  // Fresh values every time the dialog opens: what the author sees is what they are about to share.
  const q = useQuery(ProfileHealthSnapshotPreviewDocument, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<HealthSnapshotKind[]>(initial);
  const preview = q.data?.healthSnapshotPreview;
  const label = (kind: HealthSnapshotKind) => (kind === 'SLEEP' ? t('snapshot.kinds.SLEEP') : display.label(kind));
  const valueOf = (kind: HealthSnapshotKind) => {
    const item = preview?.items.find((i) => i.kind === kind);
    if (!item) return null;
    if (kind === 'SLEEP') return { n: f.number(item.value, 1), unit: t('snapshot.units.SLEEP') };
    return { n: display.format(kind, item.value, item.value2), unit: display.unit(kind) };
  };
  const toggle = (kind: HealthSnapshotKind) =>
    setChosen((list) => (list.includes(kind) ? list.filter((k) => k !== kind) : [...list, kind]));
  const pick = () => {
    if (!preview) return;
    const kinds = KINDS.filter((k) => chosen.includes(k) && valueOf(k) !== null);
    onPick({ kinds, preview: { ...preview, items: preview.items.filter((i) => kinds.includes(i.kind)) } });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="snapshot-picker-title" data-testid="snapshot-picker">
      <DialogTitle id="snapshot-picker-title">{t('snapshot.pickTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('snapshot.pickIntro')}
        </Typography>
        {q.loading && !preview ? <CircularProgress size={24} aria-label={t('snapshot.loading')} /> : null}
        {q.error && !preview ? <Alert severity="error">{t('loadError')}</Alert> : null}
        {preview ? (
          <FormGroup>
            {KINDS.map((kind) => {
              const value = valueOf(kind);
              return (
                <FormControlLabel
                  key={kind}
                  disabled={value === null}
                  control={<Checkbox checked={value !== null && chosen.includes(kind)} onChange={() => toggle(kind)} data-testid={`snapshot-kind-${kind}`} />}
                  label={
                    <span>
                      {label(kind)}
                      {' — '}
                      {value === null ? (
                        t('snapshot.noData')
                      ) : (
                        <>
                          <span dir="ltr">{value.n}</span> {value.unit}
                        </>
                      )}
                    </span>
                  }
                />
              );
            })}
          </FormGroup>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('snapshot.cancel')}</Button>
        <Button variant="contained" onClick={pick} disabled={!preview || !chosen.some((k) => valueOf(k) !== null)} data-testid="snapshot-add">
          {t('snapshot.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
