// Route guards (spec §4). While the auth state is still being established they show a loading indicator,
// never a redirect, so a signed-in user reloading a deep link stays on it.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { paths } from '../paths';

/** Signed-in area: needs a session and a verified e-mail address. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'initialising') return <LoadingScreen />;
  if (status !== 'authenticated' || !user) return <Navigate to={paths.auth.login} replace />;
  if (!user.stpEmailVerified) return <Navigate to={paths.auth.verifyEmail} replace />;
  return children;
}

/** Guest screens: a verified user goes to the app, an unverified one to the verify-e-mail screen. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'initialising') return <LoadingScreen />;
  if (status === 'authenticated' && user) {
    return <Navigate to={user.stpEmailVerified ? paths.root : paths.auth.verifyEmail} replace />;
  }
  return children;
}

/** /auth/verifyEmail: open to visitors and to unverified users; a verified user goes to the app. */
export function VerifyEmailGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'initialising') return <LoadingScreen />;
  if (status === 'authenticated' && user?.stpEmailVerified) return <Navigate to={paths.root} replace />;
  return children;
}
