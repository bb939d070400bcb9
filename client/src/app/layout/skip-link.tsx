// "Skip to main content": the first stop of the Tab order in the signed-in shell, hidden until it has focus.
// It moves focus into the page itself, past the sidebar's two dozen links and the header (WCAG 2.4.1).
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      // Focus is moved by hand: following the fragment would add "#main-content" to the router's location.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: theme.shadows[4],
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
