import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-context';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** Language menu: en, fr, ar, ch. Arabic switches the page to right-to-left. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { settings, setLanguage } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing animates and returns focus like any MUI menu.
  const [everOpened, setEverOpened] = useState(false);
  const code = settings.language.toUpperCase();

  return (
    <>
      <Button
        color="inherit"
        data-testid="language-switcher"
        // The visible code starts the accessible name (WCAG 2.5.3, label in name).
        aria-label={t('header.languageButton', { code })}
        title={t('header.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateOutlined />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setEverOpened(true);
        }}
        sx={{ minWidth: 0, px: 1.25 }}
      >
        {code}
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            current={settings.language}
            onChoose={(language) => {
              setLanguage(language);
              setAnchor(null);
            }}
            onClose={() => {
              setAnchor(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
