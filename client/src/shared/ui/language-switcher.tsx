import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../settings/settings';
import { useSettings } from '../settings/settings-context';

/** Language menu: en, fr, ar, ch. Arabic switches the page to right-to-left. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { settings, setLanguage } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        }}
        sx={{ minWidth: 0, px: 1.25 }}
      >
        {code}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language === 'ch' ? 'zh' : language}
            data-testid={`language-option-${language}`}
            selected={language === settings.language}
            onClick={() => {
              setLanguage(language);
              setAnchor(null);
            }}
          >
            <ListItemText primary={t(`languages.${language}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
