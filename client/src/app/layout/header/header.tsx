import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { useSettings } from '../../../shared/settings/settings-context';
import { TOPBAR_HEIGHT } from '../layout-config';
import { useLayoutState } from '../layout-state';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { ProfileMenu } from './profile-menu';

export function Header() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { isCollapsed, toggleCollapsed, toggleMobile, setCustomizerOpen } = useLayoutState();
  const { settings, updateSettings } = useSettings();
  const navigation = useNavigation();
  const dark = settings.activeMode === 'dark';
  const sidebarLabel = mdUp
    ? isCollapsed
      ? t('header.expandSidebar')
      : t('header.collapseSidebar')
    : t('header.openMenu');

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      data-testid="header"
      sx={{
        bgcolor: alpha(theme.palette.background.default, 0.85),
        backdropFilter: 'blur(6px)',
        // An inset shadow, not a border, draws the divider so the bar stays exactly TOPBAR_HEIGHT (70) tall.
        boxShadow: `inset 0 -1px 0 ${theme.palette.divider}`,
      }}
    >
      <Toolbar sx={{ minHeight: { xs: TOPBAR_HEIGHT, sm: TOPBAR_HEIGHT }, gap: 1 }}>
        <IconButton
          color="inherit"
          data-testid={mdUp ? 'sidebar-collapse-toggle' : 'mobile-menu-toggle'}
          aria-label={sidebarLabel}
          title={sidebarLabel}
          aria-expanded={mdUp ? !isCollapsed : undefined}
          onClick={mdUp ? toggleCollapsed : toggleMobile}
        >
          {mdUp && !isCollapsed ? (
            // It points towards the sidebar, which is on the right in a right-to-left page.
            <MenuOpenIcon sx={flipInRtl} />
          ) : (
            <MenuIcon />
          )}
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LanguageSwitcher />
          <IconButton
            color="inherit"
            data-testid="theme-mode-toggle"
            aria-label={dark ? t('header.lightMode') : t('header.darkMode')}
            title={dark ? t('header.lightMode') : t('header.darkMode')}
            onClick={() => {
              updateSettings({ activeMode: dark ? 'light' : 'dark' });
            }}
          >
            {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
          </IconButton>
          <IconButton
            color="inherit"
            data-testid="customizer-button"
            aria-label={t('header.customizer')}
            title={t('header.customizer')}
            onClick={() => {
              setCustomizerOpen(true);
            }}
          >
            <SettingsOutlined />
          </IconButton>
          <ProfileMenu />
        </Stack>
      </Toolbar>
      {navigation.state === 'loading' ? (
        <LinearProgress sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }} />
      ) : null}
    </AppBar>
  );
}
