import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { useFormat } from '../../../shared/lib/use-format';
import type { ChatMessage } from '../api/use-thread';

interface Props {
  message: ChatMessage;
  own: boolean;
  time: string;
  /** Under the viewer's last message: "Seen" or "Sent". */
  receipt?: string;
}

/** A bubble on the end side for the viewer's own messages, the start side for the other's; text shown as text. */
export function MessageBubble({ message, own, time, receipt }: Props) {
  // The file size in the page's language and units (kB, ko, كيلوبايت…), from the shared formatters.
  const f = useFormat();
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      sx={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '80%', listStyle: 'none' }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'action.selected',
          color: own ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {message.msg ? (
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}>
            {message.msg}
          </Typography>
        ) : null}
        {message.attachments.length ? (
          <Stack spacing={1} sx={{ mt: message.msg ? 1 : 0 }}>
            {message.attachments.map((a) =>
              a.thumbUrl ? (
                <Link key={a.id} href={a.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                  <Box
                    component="img"
                    src={a.thumbUrl}
                    alt={a.filename}
                    sx={{ maxWidth: 220, maxHeight: 220, borderRadius: 1, display: 'block' }}
                  />
                </Link>
              ) : (
                <Link
                  key={a.id}
                  href={a.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="inherit"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                >
                  <InsertDriveFileOutlined fontSize="small" />
                  {a.filename} ({f.bytes(a.size)})
                </Link>
              ),
            )}
          </Stack>
        ) : null}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ textAlign: own ? 'end' : 'start', mt: 0.25 }}
      >
        {time}
        {receipt ? ` · ${receipt}` : ''}
      </Typography>
    </Box>
  );
}
