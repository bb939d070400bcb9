// The composer's emoji button: a small popover of common emoji (no library: the set is short and the system
// font draws them). Picking one inserts it at the caret and closes the popover; Escape closes it too.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';
import { useTranslation } from 'react-i18next';

const EMOJI = [
  '😀', '😂', '😊', '😍', '🥰', '😉', '🤔', '😴', '😢', '😷', '🤒', '🤕',
  '👍', '👎', '👏', '🙏', '💪', '👋', '❤️', '💊', '🩺', '🏥', '🎉', '✅',
];

export function EmojiPicker({ disabled, onPick }: { disabled: boolean; onPick: (emoji: string) => void }) {
  const { t } = useTranslation('chat');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('emoji')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled}
        data-testid="chat-emoji"
      >
        <EmojiEmotionsOutlined />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('emoji') } as object }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 40px)', p: 1 }} data-testid="emoji-list">
          {EMOJI.map((e) => (
            <IconButton
              key={e}
              onClick={() => {
                onPick(e);
                setAnchor(null);
              }}
              sx={{ fontSize: 22, width: 40, height: 40 }}
            >
              {e}
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
