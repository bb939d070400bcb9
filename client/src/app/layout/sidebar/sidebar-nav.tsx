import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton, { listItemButtonClasses } from '@mui/material/ListItemButton';
import ListItemIcon, { listItemIconClasses } from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { SIDEBAR_GROUPS, type SidebarItem } from './sidebar-items';

/** The class of an item's label (the browser tests find the labels by it). */
const NAV_LABEL_CLASS = 'hp-nav-label';

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

/**
 * The menu's item styles, once per group instead of once per item. The menu renders with every signed-in page on a
 * desktop, and its 31 items were a third of /overview's first render: an `sx` on three parts of each, and MUI's
 * ListItem and ListItemText (two more styled components) around each. Without those the first render has 1,152
 * components instead of 1,431, and draws the same pixels (bench/README, "Tenth pass").
 */
function itemStyles(mini: boolean): SxProps<Theme> {
  return {
    [`& .${listItemButtonClasses.root}`]: {
      borderRadius: 1,
      mb: 0.5,
      minHeight: 44,
      justifyContent: mini ? 'center' : 'flex-start',
      px: mini ? 1 : 1.5,
      '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
      // MUI's focus-visible background is more specific than the rule above; keep contrast when tabbing.
      '&.Mui-selected.Mui-focusVisible': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
      [`&.Mui-selected .${listItemIconClasses.root}`]: { color: 'primary.contrastText' },
    },
    [`& .${listItemIconClasses.root}`]: { minWidth: mini ? 0 : 36, color: 'inherit' },
    // What MUI's ListItemText draws in a dense list, without its two components per item: body2. A label longer
    // than the menu's width ('Informations personnelles') takes a second line rather than an ellipsis.
    [`& .${NAV_LABEL_CLASS}`]: {
      typography: 'body2',
      display: 'block',
      flex: '1 1 auto',
      minWidth: 0,
      my: 0.5,
      overflowWrap: 'anywhere',
    },
  };
}

export function SidebarNav({ mini, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const groups = SIDEBAR_GROUPS.filter((group) => !group.adminOnly || user?.admin === true);
  const items = itemStyles(mini);

  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ px: mini ? 1.5 : 2, pb: 3 }}>
      {groups.map((group) => (
        <List
          key={group.id}
          dense
          data-testid={`sidebar-group-${group.id}`}
          sx={items}
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
              <li key={item.path}>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  selected={isActive(pathname, item)}
                  onClick={onNavigate}
                  aria-label={mini ? label : undefined}
                  title={mini ? label : undefined}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  {mini ? null : <span className={NAV_LABEL_CLASS}>{label}</span>}
                </ListItemButton>
              </li>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
