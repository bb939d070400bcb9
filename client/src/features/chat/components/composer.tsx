// The message box: text (Enter sends, Shift+Enter starts a new line) and files uploaded as soon as they are
// chosen (the server checks their content; a refusal is shown as it comes).
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FILE_ACCEPT, FileTooLargeError, uploadFile, type UploadedFile } from '../../../shared/uploads/upload-file';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { EmojiPicker } from './emoji-picker';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';

interface Props {
  disabled: boolean;
  onSend: (msg: string, attachmentIds: string[]) => Promise<void>;
  onTyping: () => void;
}

export function Composer({ disabled, onSend, onTyping }: Props) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  // An emoji goes where the caret was (or at the end), within the 4000-character limit, and the caret after it.
  const insert = (emoji: string) => {
    const el = box.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    if (next.length > 4000) return;
    setText(next);
    onTyping();
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const choose = async (list: FileList | null) => {
    setError(null);
    for (const file of Array.from(list ?? [])) {
      setUploading((u) => [...u, file.name]);
      try {
        const up = await uploadFile(file, 'file');
        setFiles((f) => [...f, up]);
      } catch (err) {
        setError(err instanceof FileTooLargeError ? t('tooLarge', { name: file.name }) : errorText(err));
      } finally {
        setUploading((u) => u.filter((n) => n !== file.name));
      }
    }
    if (input.current) input.current.value = '';
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || (!text.trim() && !files.length) || uploading.length) return;
    setBusy(true);
    setError(null);
    try {
      const sentText = text;
      const sentFiles = files;
      await onSend(
        sentText,
        sentFiles.map((f) => f.id),
      );
      // Whatever was typed or attached while the message was on its way stays in the box.
      setText((current) => (current === sentText ? '' : current));
      setFiles((current) => current.filter((f) => !sentFiles.includes(f)));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {files.length || uploading.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {files.map((f) => (
            <Chip
              key={f.id}
              label={f.filename}
              onDelete={() => setFiles((all) => all.filter((x) => x.id !== f.id))}
              deleteIcon={<CancelOutlined aria-label={t('removeAttachment', { name: f.filename })} />}
              data-testid="pending-attachment"
            />
          ))}
          {uploading.map((n) => (
            <Chip key={n} label={t('uploading', { name: n })} variant="outlined" />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <input
          ref={input}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          style={visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
          onChange={(e) => void choose(e.target.files)}
        />
        <IconButton aria-label={t('attach')} onClick={() => input.current?.click()} disabled={disabled}>
          <AttachFile />
        </IconButton>
        <EmojiPicker disabled={disabled} onPick={insert} />
        <TextField
          inputRef={box}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          label={t('messageLabel')}
          placeholder={t('messagePlaceholder')}
          disabled={disabled}
          multiline
          maxRows={5}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'chat-input' } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('send')}
          disabled={disabled || busy || Boolean(uploading.length) || (!text.trim() && !files.length)}
          data-testid="chat-send"
        >
          <Send sx={flipInRtl} />
        </IconButton>
      </Stack>
    </Box>
  );
}
