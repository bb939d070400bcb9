// /ai: the assistant. Without a valid consent it explains what the assistant reads and asks; then the chat
// (opener, streamed replies with sources, stop, retry), suggestions for a new user, the quota left, the
// overall summary, and clearing the conversation.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { PageShell } from '../../../shared/ui/page-shell';
import { PersonalInfoPrompt } from '../../personal-info/components/personal-info-prompt';
import { useAiChat } from '../api/use-ai-chat';
import { ChatThread } from '../components/chat-thread';
import { Composer } from '../components/composer';
import { ConsentCard } from '../components/consent-card';
import { OverallCard } from '../components/overall-card';
import { Suggestions } from '../components/suggestions';

export function AiPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('ai');
  const errorText = useErrorText();
  const f = useFormat();
  const ai = useAiChat();
  const [error, setError] = useState<unknown>(null);
  // Allowing replaces the consent card (and its focused button) with the chat: the question field takes the
  // focus then, and only then (not on every visit to the page).
  const [allowedHere, setAllowedHere] = useState(false);
  const state = ai.state.data?.aiUserState;
  const messages = ai.chat.data?.aiChat ?? [];
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err);
    }
  };

  let body;
  if (!state) {
    body = ai.state.error ? (
      <Alert severity="error">{errorText(ai.state.error)}</Alert>
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={ta('loading')} />
      </Box>
    );
  } else if (!state.requestValid) {
    body = (
      <ConsentCard
        state={state}
        busy={ai.allowing}
        onAllow={() => {
          setAllowedHere(true);
          void run(ai.allow);
        }}
      />
    );
  } else {
    const busy = ai.pending || ai.streaming !== null || ai.sending;
    const out = state.quota.remaining <= 0;
    body = (
      <Stack spacing={3}>
        <OverallCard />
        <Card>
          <CardContent>
            {ai.chat.error && !ai.chat.data ? <Alert severity="error">{errorText(ai.chat.error)}</Alert> : null}
            {!ai.chat.data && ai.chat.loading ? <CircularProgress aria-label={ta('loading')} /> : null}
            <ChatThread messages={messages} streaming={ai.streaming} pending={ai.pending} onRetry={() => void run(ai.retry)} />
            {messages.length <= 1 ? <Suggestions disabled={busy || out} onPick={(q) => void run(() => ai.send(q))} /> : null}
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="ai-error">
                {errorText(error)}
              </Alert>
            ) : null}
            <Composer
              busy={busy}
              disabled={out}
              autoFocus={allowedHere}
              onSend={(msg) => ai.send(msg)}
              onStop={() => void ai.stop()}
            />
            <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="body2" color={out ? 'error' : 'text.secondary'} data-testid="ai-quota">
                {out
                  ? ta('quotaOut', { time: f.dateTime(Date.parse(String(state.quota.resetsAt))) })
                  : ta('quota', { remaining: f.number(state.quota.remaining), limit: f.number(state.quota.limit) })}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => void run(ai.clear)} disabled={busy || messages.length <= 1}>
                  {ta('clear')}
                </Button>
                <Button size="small" color="inherit" onClick={() => void run(ai.withdraw)}>
                  {ta('consent.withdraw')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    );
  }

  return (
    <PageShell title={t('nav.ai')}>
      <PersonalInfoPrompt />
      {body}
    </PageShell>
  );
}
