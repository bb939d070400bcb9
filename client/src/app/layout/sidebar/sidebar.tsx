// Permanent sidebar from md up (270 px, or 87 px collapsed; a collapsed sidebar expands over the content
// while hovered), and a temporary drawer below md opened from the header.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { paths } from '../../paths';
import { MINI_SIDEBAR_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../layout-config';
import { useLayoutState } from '../layout-state';
import { SidebarNav } from './sidebar-nav';

interface SidebarContentProps {
  mini: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

function SidebarContent({ mini, collapsed, onNavigate }: SidebarContentProps) {
  return (
    <Box
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box
        component={RouterLink}
        to={paths.root}
        onClick={onNavigate}
        sx={{
          height: TOPBAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'flex-start',
          px: mini ? 0 : 3,
          flexShrink: 0,
          color: 'text.primary',
          textDecoration: 'none',
        }}
      >
        <BrandLogo compact={mini} />
      </Box>
      <Box sx={{ overflowY: 'auto', overflowX: 'hidden', flexGrow: 1 }}>
        <SidebarNav mini={mini} onNavigate={onNavigate} />
      </Box>
    </Box>
  );
}

export function Sidebar() {
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { isCollapsed, isHovered, setHovered, isMobileOpen, closeMobile } = useLayoutState();
  const expanded = !isCollapsed || isHovered;
  const transition = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });

  if (!mdUp) {
    return (
      <Drawer
        variant="temporary"
        anchor="left"
        open={isMobileOpen}
        onClose={closeMobile}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, display: 'flex', flexDirection: 'column' } } }}
      >
        <SidebarContent mini={false} collapsed={false} onNavigate={closeMobile} />
      </Drawer>
    );
  }

  return (
    <Box sx={{ width: isCollapsed ? MINI_SIDEBAR_WIDTH : SIDEBAR_WIDTH, flexShrink: 0, transition }}>
      <Drawer
        variant="permanent"
        anchor="left"
        onMouseEnter={() => {
          if (isCollapsed) setHovered(true);
        }}
        onMouseLeave={() => {
          setHovered(false);
        }}
        slotProps={{
          paper: {
            sx: {
              width: expanded ? SIDEBAR_WIDTH : MINI_SIDEBAR_WIDTH,
              transition,
              overflowX: 'hidden',
              display: 'flex',
              flexDirection: 'column',
              boxShadow: isCollapsed && isHovered ? theme.shadows[8] : 'none',
            },
          },
        }}
      >
        <SidebarContent mini={!expanded} collapsed={isCollapsed} />
      </Drawer>
    </Box>
  );
}
