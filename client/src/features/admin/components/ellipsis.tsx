// One line of a grid cell, cut with an ellipsis at its end in the text's own direction.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface EllipsisProps {
  /**
   * 'ltr' for an e-mail address (it reads left to right even in Arabic: without it the ellipsis cut its start);
   * 'auto' for free text typed by a person, names included (a reason or a name in English on an Arabic page is
   * cut at its own end).
   */
  dir?: 'ltr' | 'auto';
  /** The smaller, grey line under a name. */
  secondary?: boolean;
  title?: string;
  children: ReactNode;
}

export function Ellipsis({ dir, secondary, title, children }: EllipsisProps) {
  return (
    <Box
      component="span"
      dir={dir}
      title={title}
      sx={{
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        // 'left' is the page's start: the stylis RTL pass turns it into 'right' in Arabic, so an address with
        // dir="ltr" still lines up with the name above it.
        textAlign: 'left',
        ...(secondary ? { typography: 'caption', color: 'text.secondary' } : {}),
      }}
    >
      {children}
    </Box>
  );
}
