import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { downloadHealthSummary, SUMMARY_LANGUAGES, SUMMARY_SECTIONS } from '../api/download-health-summary';
import type { SummaryLanguage, SummarySection } from '../api/download-health-summary';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; received: number }
  | { kind: 'saved'; name: string }
  | { kind: 'failed'; message: string };

/** The UI language as a document language (the UI calls Chinese 'ch'). */
function documentLanguage(ui: string): SummaryLanguage {
  const code = ui.slice(0, 2);
  return code === 'ch' || code === 'zh' ? 'zh' : code === 'fr' || code === 'ar' ? code : 'en';
}

/** "Share with my doctor": pick sections and the document's language, download the PDF with progress. */
export function ShareWithDoctorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('documents');
  const errorText = useErrorText();
  const size = useFormat().bytes;
  const [sections, setSections] = useState<SummarySection[]>([...SUMMARY_SECTIONS]);
  const [language, setLanguage] = useState<SummaryLanguage>(() => documentLanguage(i18n.language));
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const toggle = (s: SummarySection, on: boolean) =>
    setSections((cur) => (on ? SUMMARY_SECTIONS.filter((x) => x === s || cur.includes(x)) : cur.filter((x) => x !== s)));

  const download = () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', received: 0 });
    downloadHealthSummary(sections, language, (received) => setState({ kind: 'running', received }), controller.signal)
      .then((name) => setState({ kind: 'saved', name }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: errorText(err, String(err)) });
      });
  };
  const close = () => {
    abort.current?.abort();
    setState({ kind: 'idle' });
    onClose();
  };
  const none = sections.length === 0;

  return (
    <Dialog open={open} onClose={close} aria-labelledby="share-doctor-title" fullWidth maxWidth="sm" data-testid="share-doctor-dialog">
      <DialogTitle id="share-doctor-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('dialog.intro')}
        </Typography>
        <FormControl component="fieldset" error={none} sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('dialog.sections')}</FormLabel>
          <FormGroup>
            {SUMMARY_SECTIONS.map((s) => (
              <FormControlLabel
                key={s}
                control={<Checkbox checked={sections.includes(s)} onChange={(e) => toggle(s, e.target.checked)} name={s} />}
                label={t(`sections.${s}`)}
              />
            ))}
          </FormGroup>
          {none ? <FormHelperText>{t('dialog.atLeastOne')}</FormHelperText> : null}
        </FormControl>
        <FormControl fullWidth size="small">
          <InputLabel id="share-doctor-language">{t('dialog.language')}</InputLabel>
          <Select
            labelId="share-doctor-language"
            label={t('dialog.language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            data-testid="share-doctor-language"
          >
            {SUMMARY_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l} lang={l}>
                {t(`languages.${l}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          {state.kind === 'running' ? (
            <>
              <LinearProgress aria-label={t('dialog.preparing')} />
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="share-doctor-bytes" data-bytes={state.received}>
                {state.received === 0 ? t('dialog.preparing') : t('dialog.received', { size: size(state.received) })}
              </Typography>
            </>
          ) : null}
          {state.kind === 'saved' ? (
            <Alert severity="success" data-testid="share-doctor-saved">
              {t('dialog.done', { name: state.name })}
            </Alert>
          ) : null}
          {state.kind === 'failed' ? <Alert severity="error">{t('dialog.failed', { reason: state.message })}</Alert> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          onClick={download}
          disabled={none || state.kind === 'running'}
          data-testid="share-doctor-download"
        >
          {t('dialog.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
