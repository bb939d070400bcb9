import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './use-document-title';

interface PageShellProps {
  title: string;
  subtitle?: string;
  /** Shown at the end of the title row, e.g. a connection indicator or a primary action. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a page in the signed-in area: its title (also the document title) and its content. */
export function PageShell({ title, subtitle, actions, children }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <Box component="section" aria-labelledby="page-title">
      <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="page-title" variant="h1" data-testid="page-title">
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {children}
    </Box>
  );
}
