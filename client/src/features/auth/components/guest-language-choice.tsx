import Box from '@mui/material/Box';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';

/**
 * The language menu on every guest screen (issue 15 §6): someone who does not read English must be able to
 * sign in or register in their own language. The choice is kept in this browser like the signed-in one.
 */
export function GuestLanguageChoice() {
  return (
    <Box sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, zIndex: 1 }}>
      <LanguageSwitcher />
    </Box>
  );
}
