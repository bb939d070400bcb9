import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** What to do next, e.g. a link button. */
  action?: ReactNode;
  testId?: string;
}

/** A card telling the user why there is nothing to show yet and what to do about it. */
export function EmptyState({ icon, title, text, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, md: 6 } }}>
          {icon}
          <Typography variant="h5" component="p">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {text}
          </Typography>
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
}
