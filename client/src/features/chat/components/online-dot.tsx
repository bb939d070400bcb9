// The template's online dot: a green dot on the avatar's end-side bottom corner while the member was active in
// the last few minutes (Conversation.otherOnline), with the same said in words for screen readers.
import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

export function OnlineDot({ online, children }: { online: boolean; children: ReactNode }) {
  const { t } = useTranslation('chat');
  return (
    <Badge
      variant="dot"
      overlap="circular"
      color="success"
      invisible={!online}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-testid={online ? 'online-dot' : undefined}
      sx={{ '& .MuiBadge-dot': { width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'background.paper' } }}
    >
      {children}
      {online ? <span style={visuallyHidden}>{t('online')}</span> : null}
    </Badge>
  );
}
