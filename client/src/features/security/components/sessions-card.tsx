import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormat } from '../../../shared/lib/use-format';
import { toMs } from '../../../shared/lib/time';
import { useNow } from '../../../shared/lib/use-now';
import { refocusIfLost } from '../../../shared/ui/focus-if-lost';
import { useMySessions, useRevokeSession, useSignOutEverywhereElse } from '../api/use-sessions';

/** First-strong isolation (FSI … PDI): "Firefox 126" keeps its order inside right-to-left sentences. */
const isolate = (s: string) => `\u2068${s}\u2069`;

/** /user "Sessions": every signed-in device; sign one out, or all but this one. */
export function SessionsCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useFormat();
  const { data, loading, error } = useMySessions();
  const [revoke, revoking] = useRevokeSession();
  const [elsewhere, signingOut] = useSignOutEverywhereElse();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const sessions = data?.mySessions;
  const now = useNow(30_000);
  const busy = revoking.loading || signingOut.loading;
  // A revoked row's "Sign out" is gone, and "Sign out everywhere else" is disabled once it has run: focus fell
  // to <body>. The outcome's message takes it instead, so a keyboard or screen-reader user stays in the card.
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) refocusIfLost(messageRef.current);
  }, [message]);

  const run = (action: () => Promise<string>) => {
    setMessage(null);
    action().then(
      (text) => setMessage({ ok: true, text }),
      (err: unknown) => setMessage({ ok: false, text: errorText(err) }),
    );
  };
  const onRevoke = (id: string, device: string) =>
    run(async () => {
      await revoke({ variables: { id } });
      return t('security.sessions.revoked', { device });
    });
  const onElsewhere = () =>
    run(async () => {
      const res = await elsewhere();
      return t('security.sessions.elsewhereDone', { count: res.data?.signOutEverywhereElse ?? 0 });
    });

  return (
    <Card data-testid="sessions-card">
      <CardContent>
        <Typography variant="h4" component="h2">
          {t('security.sessions.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('security.sessions.subtitle')}
        </Typography>
        {loading && !sessions ? <LinearProgress aria-label={t('app.loading')} /> : null}
        {error && !sessions ? <Alert severity="error">{errorText(error)}</Alert> : null}
        {message ? (
          <Alert
            ref={messageRef}
            tabIndex={-1}
            severity={message.ok ? 'success' : 'error'}
            role="status"
            data-testid="sessions-message"
            sx={{ mb: 2 }}
          >
            {message.text}
          </Alert>
        ) : null}
        {sessions ? (
          <List disablePadding aria-label={t('security.sessions.title')}>
            {sessions.map((s) => {
              const device =
                s.browser && s.os
                  ? t('security.sessions.device', { browser: isolate(s.browser), os: isolate(s.os) })
                  : s.device;
              return (
                <ListItem
                  key={s.id}
                  divider
                  disableGutters
                  data-testid="session-row"
                >
                  <ListItemText
                    primary={
                      <Box
                        component="span"
                        sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <bdi>{device}</bdi>
                        {s.current ? (
                          <Chip size="small" color="primary" label={t('security.sessions.current')} />
                        ) : null}
                      </Box>
                    }
                    secondary={
                      <>
                        {/* The address is isolated so it keeps its order inside right-to-left text. */}
                        {s.ip ? (
                          <>
                            {t('security.sessions.ipLabel')} <bdi>{s.ip}</bdi> ·{' '}
                          </>
                        ) : null}
                        {t('security.sessions.signedIn', { when: format.dateTime(toMs(s.createdAt)) })} ·{' '}
                        {t('security.sessions.lastUsed', { when: format.relative(toMs(s.lastUsedAt), now) })}
                      </>
                    }
                  />
                  {/* In the row's flow, not MUI's secondaryAction: that one lies over the text, which keeps only
                      48 px free for it, and "Déconnecter" is wider. */}
                  {s.current ? null : (
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => onRevoke(s.id, device)}
                      aria-label={t('security.sessions.revokeLabel', { device })}
                      sx={{ flexShrink: 0, marginInlineStart: 1 }}
                    >
                      {t('security.sessions.revoke')}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
        ) : null}
        {sessions ? (
          // The button keeps its label on one line; the note beside it wraps, or goes below on a phone.
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" color="error" disabled={busy || sessions.length < 2} onClick={onElsewhere} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {t('security.sessions.elsewhere')}
            </Button>
            {sessions.length < 2 ? (
              <Typography color="text.secondary">{t('security.sessions.onlyThis')}</Typography>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
