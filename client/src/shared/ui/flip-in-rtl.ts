// An icon that points along the reading direction (back, next, reply) is drawn mirrored on a right-to-left page,
// as Material's bidirectionality guidance asks; symmetric or clock-like icons are left alone.
import type { Theme } from '@mui/material/styles';

export const flipInRtl = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') };
