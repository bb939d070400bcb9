// One message of the chat: the user's on the end side, the assistant's on the start side with its sources
// (links into the portal), the disclaimer when it drew on data, and a retry when it failed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AiMessageFieldsFragment } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import { Markdown } from './markdown';

type Source = AiMessageFieldsFragment['sources'][number];

function SourceLinks({ sources }: { sources: Source[] }) {
  const { t } = useTranslation('ai');
  const f = useFormat();
  const label = (s: Source) => {
    const known = (t as (k: string, o?: object) => string)(`source.${s.label}`, { defaultValue: '' });
    const base = s.kind === 'record' ? s.label : known || s.label;
    return s.from && s.kind !== 'record' && s.to ? `${base} (${f.date(Date.parse(s.from))} – ${f.date(Date.parse(s.to))})` : s.from && s.kind === 'record' ? `${base} (${f.date(Date.parse(s.from))})` : base;
  };
  return (
    <Box component="nav" aria-label={t('sources')} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('sources')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.25}>
        {sources.map((s) => (
          <li key={`${s.href}|${s.from ?? ''}`}>
            <Link component={RouterLink} to={s.href} variant="body2" data-testid="ai-source">
              {label(s)}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

interface Props {
  message: AiMessageFieldsFragment;
  onRetry?: () => void;
}

export function MessageBubble({ message: m, onRetry }: Props) {
  const { t } = useTranslation('ai');
  const f = useFormat();
  const mine = m.sender === 'USER';
  const text = m.id === 'opener' ? t('opener') : m.message;
  return (
    <Box
      component="li"
      data-testid={mine ? 'ai-user-message' : 'ai-reply'}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Paper
        variant={mine ? 'elevation' : 'outlined'}
        elevation={0}
        sx={{
          px: 2,
          py: 1,
          maxWidth: { xs: '92%', md: '75%' },
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p">
          {mine ? t('you') : t('assistant')} · {f.dateTime(m.time)}
        </Typography>
        {mine ? <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography> : <Markdown text={text} />}
        {m.status === 'STOPPED' ? (
          <Typography variant="caption" color="text.secondary">
            {t('stopped')}
          </Typography>
        ) : null}
        {m.status === 'FAILED' && !mine ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Typography variant="body2" color="error">
              {t('failed')}
            </Typography>
            {onRetry ? (
              <Button size="small" onClick={onRetry} data-testid="ai-retry">
                {t('retry')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {!mine && m.sources.length ? (
          <>
            <SourceLinks sources={m.sources} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="ai-disclaimer">
              {t('disclaimer')}
            </Typography>
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
