// A plain-text notice (useNotice) in a Snackbar: keyed per notice, so each one has its full display time.
import Snackbar from '@mui/material/Snackbar';
import type { NoticeState } from '../lib/use-notice';

export function NoticeSnackbar({ state, autoHideDuration = 4000 }: { state: NoticeState<string>; autoHideDuration?: number }) {
  return (
    <Snackbar
      key={state.notice?.seq}
      open={state.notice?.open ?? false}
      autoHideDuration={autoHideDuration}
      onClose={state.close}
      message={state.notice?.value}
    />
  );
}
