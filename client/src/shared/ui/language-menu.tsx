import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../settings/settings';

/** The list of languages behind the LanguageSwitcher button (its own chunk: most visits never open it). */
export function LanguageMenu({
  anchor,
  current,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={htmlLang(language)}
          data-testid={`language-option-${language}`}
          selected={language === current}
          onClick={() => {
            onChoose(language);
          }}
        >
          <ListItemText primary={t(`languages.${language}`)} />
        </MenuItem>
      ))}
    </Menu>
  );
}
