// The right pane: who the conversation is with, the messages (oldest at the top, the view kept at the newest),
// the typing line, the shared-files panel, and the composer.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { useTranslation } from 'react-i18next';
import type { ConversationFieldsFragment } from '../../../gql/graphql';
import { useFormat } from '../../../shared/lib/use-format';
import type { ChatMessage } from '../api/use-thread';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { OnlineDot } from './online-dot';
import { initials, personName, toMs } from './person-name';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';

interface Props {
  conversation: ConversationFieldsFragment;
  myId: string;
  messages: ChatMessage[];
  loading: boolean;
  error: unknown;
  hasOlder: boolean;
  typing: boolean;
  onLoadOlder: () => void;
  onSend: (msg: string, attachmentIds: string[]) => Promise<void>;
  onTyping: () => void;
  onBack?: () => void;
}

export function ThreadView(p: Props) {
  const { t } = useTranslation('chat');
  const f = useFormat();
  const [showMedia, setShowMedia] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const name = personName(p.conversation.other) ?? t('unknown');
  const lastId = p.messages.at(-1)?.id;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const lastOwn = [...p.messages].reverse().find((m) => m.senderId === p.myId);
  const readAt = p.conversation.otherReadAt ? toMs(p.conversation.otherReadAt) : null;
  const files = p.messages.flatMap((m) => m.attachments);

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
      aria-label={t('thread', { name })}
      component="section"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {p.onBack ? (
          <IconButton onClick={p.onBack} aria-label={t('back')}>
            <ArrowBack sx={flipInRtl} />
          </IconButton>
        ) : null}
        <OnlineDot online={p.conversation.otherOnline}>
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {initials(p.conversation.other)}
          </Avatar>
        </OnlineDot>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {/* 'left' is the page's start side (the RTL style plugin makes it 'right' in Arabic): the name stays
              beside the avatar even when its own direction differs from the page's, as in the list. */}
          <Typography variant="h6" component="h2" noWrap dir="auto" data-testid="thread-name" sx={{ textAlign: 'left' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" aria-live="polite" data-testid="typing-line">
            {p.typing ? t('typing', { name: p.conversation.other.firstName ?? name }) : '\u00a0'}
          </Typography>
        </Box>
        <IconButton onClick={() => setShowMedia((s) => !s)} aria-label={t('showMedia')} aria-pressed={showMedia}>
          <FolderOpenOutlined />
        </IconButton>
      </Box>
      {showMedia ? (
        <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', maxHeight: 160, overflowY: 'auto' }}>
          <Typography variant="subtitle2" component="h3">
            {t('media')}
          </Typography>
          {files.length ? (
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
              {files.map((a) => (
                <li key={a.id}>
                  <Link href={a.url} target="_blank" rel="noopener noreferrer">
                    {a.filename}
                  </Link>
                </li>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('noMedia')}
            </Typography>
          )}
        </Box>
      ) : null}
      <Box
        ref={scroller}
        data-testid="chat-scroller"
        sx={{ flexGrow: 1, overflowY: 'auto', p: 2, minHeight: { xs: 120, md: 240 } }}
        tabIndex={0}
        aria-label={t('thread', { name })}
      >
        {p.hasOlder ? (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={p.onLoadOlder}>
              {t('older')}
            </Button>
          </Box>
        ) : null}
        {p.error ? <Alert severity="error">{t('loadError')}</Alert> : null}
        {p.loading ? (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <CircularProgress aria-label={t('thread', { name })} />
          </Box>
        ) : p.messages.length ? (
          <Box
            component="ol"
            sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
            data-testid="chat-thread"
          >
            {p.messages.map((m) => {
              const own = m.senderId === p.myId;
              const at = toMs(m.createdAt);
              const receipt =
                m.id === lastOwn?.id ? (readAt !== null && readAt >= at ? t('seen') : t('sent')) : undefined;
              return <MessageBubble key={m.id} message={m} own={own} time={f.dateTime(at)} receipt={receipt} />;
            })}
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t('noMessages')}
          </Typography>
        )}
      </Box>
      {p.conversation.canSend ? null : (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          {t('blocked')}
        </Alert>
      )}
      <Composer disabled={!p.conversation.canSend} onSend={p.onSend} onTyping={p.onTyping} />
    </Box>
  );
}
