// A contact's avatar: the photo when one is set (a signed thumbnail URL from our own server), initials otherwise.
// The image is decorative (alt ""): the name is always written next to it.
import Avatar from '@mui/material/Avatar';
import { initials } from './initials';

interface Props {
  firstname: string | null | undefined;
  lastname: string | null | undefined;
  image: string | null | undefined;
  size?: number;
}

export function ContactAvatar({ firstname, lastname, image, size }: Props) {
  return (
    <Avatar
      src={image ?? undefined}
      alt=""
      // Shown only while the photo loads or if it fails (e.g. an expired URL): then the initials stand in.
      slotProps={{ img: { loading: 'lazy', 'data-testid': 'contact-avatar-img' } as object }}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', ...(size ? { width: size, height: size } : {}) }}
    >
      {initials(firstname, lastname)}
    </Avatar>
  );
}
