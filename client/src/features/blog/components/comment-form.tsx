// The text box and button of a comment or a reply: length shown, the server's error under the field.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';

export const COMMENT_MAX = 2000;

interface CommentFormProps {
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Sends the text; the form empties when it resolves and shows the error when it rejects. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
}

export function CommentForm({ label, submitLabel, busy, onSubmit, onCancel, autoFocus, testId }: CommentFormProps) {
  const { t } = useTranslation('blog');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    onSubmit(text)
      .then(() => {
        setText('');
      })
      .catch(setError);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <TextField
        fullWidth
        multiline
        minRows={onCancel ? 2 : 3}
        label={label}
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => {
          setText(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onCancel) onCancel();
        }}
        error={Boolean(error)}
        helperText={error ? errorText(error) : t('counter', { count: text.length, max: COMMENT_MAX })}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX, dir: 'auto', 'data-testid': `${testId}-input` } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy || !text.trim()} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('comment.cancel')}</Button> : null}
      </Stack>
    </Box>
  );
}
