// The conversation, oldest first, and the reply being written. The streamed text sits in a polite live region
// so a screen reader hears the answer as it arrives; the thread keeps the newest message in view.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { AiMessageFieldsFragment } from '../../../gql/graphql';
import type { Streaming } from '../api/use-ai-chat';
import { Markdown } from './markdown';
import { MessageBubble } from './message-bubble';

interface Props {
  messages: AiMessageFieldsFragment[];
  streaming: Streaming | null;
  pending: boolean;
  onRetry: () => void;
}

export function ChatThread({ messages, streaming, pending, onRetry }: Props) {
  const { t } = useTranslation('ai');
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, streaming?.text]);
  const tool = streaming?.tool ? (t as (k: string) => string)(`tools.${streaming.tool}`) : null;
  return (
    <Box sx={{ maxHeight: { xs: 'none', md: '60vh' }, overflowY: 'auto', paddingInlineEnd: 1 }} data-testid="ai-thread">
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('assistant')}>
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} onRetry={m.id === last?.id ? onRetry : undefined} />
        ))}
      </Stack>
      {pending || streaming ? (
        <Paper variant="outlined" sx={{ px: 2, py: 1, mt: 1.5, maxWidth: { xs: '92%', md: '75%' } }} data-testid="ai-streaming">
          <Typography variant="caption" component="p" color="text.secondary">
            {tool ? t('reading', { what: tool }) : t('writing')}
          </Typography>
          <Box aria-live="polite" aria-atomic="false" data-testid="ai-streaming-text">
            {streaming?.text ? <Markdown text={streaming.text} /> : null}
          </Box>
          {!streaming?.text ? <LinearProgress sx={{ mt: 1 }} aria-label={t('writing')} /> : null}
        </Paper>
      ) : null}
      <div ref={end} />
    </Box>
  );
}
