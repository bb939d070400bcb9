import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { displayName } from '../../../shared/auth/display-name';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { paths } from '../../paths';
import { initialsOfName } from '../../../shared/lib/initials';

/** The user's name and e-mail (a dash when missing) with a menu: my account, log out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dash = t('app.dash');
  const name = displayName(user, dash);
  const email = user?.email.trim() ? user.email : dash;
  const close = () => {
    setAnchor(null);
  };

  return (
    <>
      <ButtonBase
        data-testid="profile-button"
        // Named by the name and e-mail it shows (WCAG 2.5.3, label in name); the purpose is its description.
        title={t('header.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ borderRadius: 1, px: 1, py: 0.5, gap: 1.25, textAlign: 'start' }}
      >
        <Avatar
          aria-hidden
          sx={{ width: 38, height: 38, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem' }}
        >
          {name === dash ? dash : initialsOfName(name)}
        </Avatar>
        {/* On a phone only the avatar shows; the name stays readable to screen readers. */}
        <Box sx={(theme) => ({ maxWidth: 220, [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {/* Each line keeps its own direction, so a long one is cut at its end (right to left, a Latin name or an
              address overflowed to the left and lost its start); 'left' is the page's start (flipped in RTL). */}
          <Typography variant="subtitle2" noWrap dir="auto" sx={{ textAlign: 'left' }} data-testid="header-user-name">
            {name}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            component="p"
            dir="ltr"
            sx={{ textAlign: 'left' }}
            data-testid="header-user-email"
          >
            {email}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu id="profile-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            void navigate(paths.user);
          }}
        >
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('header.myAccount')}
        </MenuItem>
        <Divider />
        <MenuItem
          data-testid="logout-button"
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
