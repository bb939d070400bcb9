// The question box: Enter sends (Shift+Enter for a new line); while a reply is written, Stop replaces Send.
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/lib/use-format';

const MAX = 2000;
/** From here on the box says how many characters are left to use. */
const COUNT_FROM = MAX - 200;

interface Props {
  busy: boolean;
  disabled: boolean;
  /** Takes the focus when it appears. */
  autoFocus?: boolean;
  onSend: (msg: string) => Promise<unknown>;
  onStop: () => void;
}

export function Composer({ busy, disabled, autoFocus = false, onSend, onStop }: Props) {
  const { t } = useTranslation('ai');
  const format = useFormat();
  const [msg, setMsg] = useState('');
  // Not cut at the limit: a pasted text longer than it was cut silently and sent without its end. It is kept
  // whole and said too long, and Send waits until it is shortened.
  const tooLong = msg.length > MAX;
  const count = { count: format.number(msg.length), max: format.number(MAX) };
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const text = msg.trim();
    if (!text || busy || disabled || tooLong) return;
    await onSend(text);
    setMsg('');
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}>
      <TextField
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={msg}
        onChange={(e) => setMsg(e.target.value)}
        onKeyDown={onKey}
        multiline
        maxRows={6}
        fullWidth
        disabled={disabled}
        autoFocus={autoFocus}
        error={tooLong}
        helperText={tooLong ? t('composer.tooLong', count) : msg.length >= COUNT_FROM ? t('composer.counter', count) : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'ai-input' } }}
      />
      {busy ? (
        <Button variant="outlined" color="warning" onClick={onStop} startIcon={<StopIcon />} sx={{ minHeight: 56, flexShrink: 0, whiteSpace: 'nowrap' }} data-testid="ai-stop">
          {t('composer.stop')}
        </Button>
      ) : (
        <Button type="submit" variant="contained" disabled={disabled || !msg.trim() || tooLong} startIcon={<SendIcon sx={{ transform: 'scaleX(var(--icon-flip, 1))' }} />} sx={{ minHeight: 56, flexShrink: 0, whiteSpace: 'nowrap' }} data-testid="ai-send">
          {t('composer.send')}
        </Button>
      )}
    </Box>
  );
}
