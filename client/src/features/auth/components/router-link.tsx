import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** An in-app link styled as an MUI link. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
