// /apps/chats: conversations on the start side, the open thread on the end side (?c=<id> names it, so a
// contact's "message" can open it). On a phone the two take turns.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { useErrorText } from '../../../shared/api/use-error-text';
import { PageShell } from '../../../shared/ui/page-shell';
import { useChat } from '../api/use-chat';
import { ConversationList } from '../components/conversation-list';
import { NewChatDialog } from '../components/new-chat-dialog';
import { ThreadView } from '../components/thread-view';

export function ChatPage() {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const myId = useAuth().user?.id ?? '';
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const chat = useChat(selectedId, search);
  const list = chat.conversations.data?.conversations ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? null;
  const select = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });

  // Reading the open conversation moves the read mark (the other member sees "Seen").
  const { markRead } = chat;
  const lastId = chat.thread.messages.at(-1)?.id;
  useEffect(() => {
    if (!selected?.unreadCount || !lastId || document.visibilityState !== 'visible') return;
    void markRead({ variables: { conversationId: selected.id, messageId: lastId } }).catch(() => undefined);
  }, [selected?.id, selected?.unreadCount, lastId, markRead]);

  const [now, setNow] = useState(() => Date.now());
  const typingUntil = selectedId ? (chat.typingIn[selectedId] ?? 0) : 0;
  useEffect(() => {
    if (typingUntil <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - Date.now() + 10);
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const startWith = async (userId: string) => {
    setPicking(false);
    try {
      const res = await chat.start({ variables: { userId } });
      if (res.data) {
        chat.refetchList();
        select(res.data.startConversation.id);
      }
    } catch (err) {
      setStartError(errorText(err));
    }
  };

  const listPane = (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, borderInlineEnd: { md: 1 }, borderColor: 'divider' }}
    >
      <Box sx={{ p: 1.5, display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100, 'data-testid': 'chat-search' },
          }}
        />
      </Box>
      {startError ? (
        <Alert severity="error" onClose={() => setStartError(null)} sx={{ mx: 1.5 }}>
          {startError}
        </Alert>
      ) : null}
      {chat.conversations.error && !chat.conversations.data ? (
        <Alert
          severity="error"
          sx={{ m: 1.5 }}
          action={<Button onClick={() => void chat.conversations.refetch()}>{t('retry')}</Button>}
        >
          {t('loadError')}
        </Alert>
      ) : !chat.conversations.data ? (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <CircularProgress aria-label={t('conversations')} />
        </Box>
      ) : list.length ? (
        <ConversationList conversations={list} selectedId={selectedId} myId={myId} onSelect={select} />
      ) : (
        <Box sx={{ p: 3 }} data-testid="chat-empty">
          <Typography variant="h6" component="p">
            {search.trim() ? t('noMatch') : t('emptyTitle')}
          </Typography>
          {search.trim() ? null : <Typography color="text.secondary">{t('emptyText')}</Typography>}
        </Box>
      )}
    </Box>
  );

  const threadPane = selected ? (
    <ThreadView
      key={selected.id}
      conversation={selected}
      myId={myId}
      messages={chat.thread.messages}
      loading={chat.thread.loading}
      error={chat.thread.error}
      hasOlder={chat.thread.hasOlder}
      typing={typingUntil > now}
      onLoadOlder={() => void chat.thread.loadOlder()}
      onSend={(msg, ids) => chat.send(selected.id, msg, ids)}
      onTyping={() => chat.typed(selected.id)}
      onBack={narrow ? () => select(null) : undefined}
    />
  ) : (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h6" component="p">
        {t('pickTitle')}
      </Typography>
      <Typography color="text.secondary">{t('pickText')}</Typography>
    </Box>
  );

  return (
    <PageShell
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddCommentOutlined />}
          onClick={() => setPicking(true)}
          data-testid="chat-new"
        >
          {t('newChat')}
        </Button>
      }
    >
      <Card
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 340px) 1fr' },
          // A phone showing a thread: the card fits the screen so the thread scrolls inside it, opening at the
          // newest message with the composer in view (grown to its content, the page opened at the oldest
          // message with the composer far below).
          height: { xs: narrow && selected ? 'calc(100dvh - 280px)' : 'auto', md: 'calc(100vh - 260px)' },
          minHeight: { xs: 360, md: 520 },
        }}
      >
        {!narrow || !selected ? listPane : null}
        {!narrow || selected ? threadPane : null}
      </Card>
      <NewChatDialog open={picking} onClose={() => setPicking(false)} onPick={(id) => void startWith(id)} />
    </PageShell>
  );
}
