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

const PHOTO_MAX = 220;

/**
 * The room a photo takes, from its pixel size, before it loads: drawn at 0×0 first, a photo that loaded after
 * the thread was scrolled to the newest message pushed that message out of view.
 */
function photoBox(width: number | null | undefined, height: number | null | undefined) {
  if (!width || !height) return { maxWidth: PHOTO_MAX, maxHeight: PHOTO_MAX };
  const scale = Math.min(1, PHOTO_MAX / width, PHOTO_MAX / height);
  return { width: Math.round(width * scale), maxWidth: '100%', height: 'auto', aspectRatio: `${width} / ${height}` };
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
                    sx={{ ...photoBox(a.width, a.height), borderRadius: 1, display: 'block' }}
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
