import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../../../shared/lib/initials';

export interface MemberLike {
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
}

/** "Ada Lovelace", or the fallback when the member has no name. */
export function memberName(m: MemberLike | null | undefined, fallback: string): string {
  return [m?.firstName, m?.lastName].filter(Boolean).join(' ') || fallback;
}

/** The member's avatar, or their initials; decorative (the name is always written beside it). */
export function MemberAvatar({ member, size = 40 }: { member: MemberLike; size?: number }) {
  const initials = initialsOf([member.firstName, member.lastName]);
  return (
    <Avatar src={member.avatarUrl ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'grey.700', color: 'common.white' }}>
      {initials || '?'}
    </Avatar>
  );
}
