import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../paths';

/**
 * /auth/404 for visitors (a page of its own, with its `main` landmark); inside the signed-in layout for an
 * unknown path of a signed-in user (the layout owns `main` and the page fills its content area).
 */
export function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      data-testid="not-found"
      sx={{
        minHeight: inLayout ? '60vh' : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        bgcolor: inLayout ? undefined : 'background.default',
      }}
    >
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: '5rem', sm: '7rem' }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}
      >
        {t('notFound.code')}
      </Typography>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to={paths.root} variant="contained" size="large" sx={{ mt: 1 }}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
