// Route guards (spec §4). While the auth state is still being established they show a loading indicator,
// never a redirect, so a signed-in user reloading a deep link stays on it (and a server that cannot be reached
// gets a retry, not a sign-out).
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { SessionPending } from '../../shared/auth/session-pending';
import { paths } from '../paths';

/**
 * Where to go after signing in: the page that sent the visitor to sign in (`?next=`), if it is one of ours.
 * Only a same-origin path outside /auth is taken: `//host`, `/\\host` or a full URL would be an open redirect.
 */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === '/auth' || next.startsWith('/auth/') || next.startsWith('/auth?')) return null;
  return next;
}

/**
 * `path` carrying the visitor's `next` along (from sign-in to registration and back, and on to the verify-e-mail
 * screen), so a deep link survives creating an account too. Only a safe `next` is carried.
 */
export function withNext(path: string, next: string | null): string {
  const safe = safeNext(next);
  return safe ? `${path}?${new URLSearchParams({ next: safe }).toString()}` : path;
}

/** The login path that brings the visitor back to `location` afterwards (the root needs no note). */
function loginReturningTo(location: { pathname: string; search: string; hash: string }): string {
  const here = `${location.pathname}${location.search}${location.hash}`;
  return here === paths.root ? paths.auth.login : `${paths.auth.login}?${new URLSearchParams({ next: here }).toString()}`;
}

/** Signed-in area: needs a session and a verified e-mail address. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'initialising') return <SessionPending />;
  if (status !== 'authenticated' || !user) return <Navigate to={loginReturningTo(location)} replace />;
  if (!user.stpEmailVerified) return <Navigate to={paths.auth.verifyEmail} replace />;
  return children;
}

/** Guest screens: a verified user goes to the app, an unverified one to the verify-e-mail screen. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  if (status === 'initialising') return <SessionPending />;
  if (status === 'authenticated' && user) {
    const next = params.get('next');
    if (!user.stpEmailVerified) return <Navigate to={withNext(paths.auth.verifyEmail, next)} replace />;
    return <Navigate to={safeNext(next) ?? paths.root} replace />;
  }
  return children;
}

/**
 * /auth/verifyEmail: open to visitors and to unverified users; a verified user goes to the app, to the page that
 * first sent the visitor to sign in when it came along (`?next=`).
 */
export function VerifyEmailGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  if (status === 'initialising') return <SessionPending />;
  if (status === 'authenticated' && user?.stpEmailVerified)
    return <Navigate to={safeNext(params.get('next')) ?? paths.root} replace />;
  return children;
}

/**
 * An unknown path: a verified, signed-in user sees the 404 inside the app's layout (menu and header stay, so
 * the way back is one click); everyone else goes to the public /auth/404.
 */
export function UnknownPathGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'initialising') return <SessionPending />;
  if (status !== 'authenticated' || !user?.stpEmailVerified) return <Navigate to={paths.auth.notFound} replace />;
  return children;
}
