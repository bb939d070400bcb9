import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { SIDEBAR_GROUPS, type SidebarItem } from './sidebar-items';

function isActive(pathname: string, item: SidebarItem): boolean {
  if (pathname === item.path) return true;
  if (item.activeUnder && pathname.startsWith(item.activeUnder)) return true;
  return !item.end && pathname.startsWith(`${item.path}/`);
}

interface SidebarNavProps {
  /** Icons only (collapsed sidebar). */
  mini: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ mini, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const groups = SIDEBAR_GROUPS.filter((group) => !group.adminOnly || user?.admin === true);

  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ px: mini ? 1.5 : 2, pb: 3 }}>
      {groups.map((group) => (
        <List
          key={group.id}
          dense
          data-testid={`sidebar-group-${group.id}`}
          subheader={
            <ListSubheader
              disableSticky
              sx={{
                bgcolor: 'transparent',
                lineHeight: '36px',
                mt: 1.5,
                fontWeight: 700,
                fontSize: '0.75rem',
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
                textAlign: mini ? 'center' : 'start',
                px: mini ? 0 : 1.5,
              }}
            >
              {mini ? (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 16,
                    borderTop: 2,
                    borderColor: 'divider',
                    verticalAlign: 'middle',
                  }}
                />
              ) : (
                t(group.title)
              )}
            </ListSubheader>
          }
        >
          {group.items.map((item) => {
            const label = t(item.title);
            // The link sits inside an <li>: a <ul> may only hold list items (WCAG 1.3.1).
            return (
              <ListItem key={item.path} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  selected={isActive(pathname, item)}
                  onClick={onNavigate}
                  aria-label={mini ? label : undefined}
                  title={mini ? label : undefined}
                  sx={{
                    borderRadius: 1,
                    mb: 0.5,
                    minHeight: 44,
                    justifyContent: mini ? 'center' : 'flex-start',
                    px: mini ? 1 : 1.5,
                    '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                    // MUI's focus-visible background is more specific than the rule above; keep contrast when tabbing.
                    '&.Mui-selected.Mui-focusVisible': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
                    '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.contrastText' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit' }}>{item.icon}</ListItemIcon>
                  {mini ? null : <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
