import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './use-document-title';

interface PageShellProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** The frame of a page in the signed-in area: its title (also the document title) and its content. */
export function PageShell({ title, subtitle, children }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <Box component="section" aria-labelledby="page-title">
      <Box sx={{ mb: 3 }}>
        <Typography id="page-title" variant="h1" data-testid="page-title">
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
