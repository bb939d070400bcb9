// Session state (spec §4). On load a stored, unexpired three-segment token is applied and `me` is fetched;
// anything else leaves the visitor signed out with the token removed. It talks to the server with a plain fetch,
// not Apollo, which only the signed-in app loads (first-load budget, issue 15 §3); Apollo's cache and socket
// follow session changes through apollo-session.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { LoginDocument, LogoutDocument, RegisterDocument, VerifyEmailDocument } from '../../gql-session/graphql';
import { clearApolloCache, restartApolloSocket } from '../api/apollo-session';
import { fetchGraphQL } from '../api/graphql-fetch';
import { AuthContext, type AuthContextValue, type AuthStatus, type RegisterInput } from './auth-context';
import type { SessionPayload, SessionUser } from './auth-context';
import { checkSession } from './session-check';
import { expectSignOut, onSessionEnded, rememberSignOutNotice } from './session-events';
import { clearStoredToken, getStoredToken, isTokenValid, storeToken } from './token';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** The stored token could not be checked (network or server trouble); it is kept for a retry. */
  checkFailed?: boolean;
}

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null };

/** Waits before each renewed `me` check after a transient failure; then the visitor is asked to retry. */
const CHECK_RETRY_DELAYS_MS = [500, 1500, 3000];

/**
 * Whether a failed `me` check means the session is over. Only the server saying so (UNAUTHENTICATED,
 * ACCOUNT_BANNED, a 401) ends it: a dropped connection or a busy server must not sign a patient out.
 */
function endsSession(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.code === 'ACCOUNT_BANNED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

function initialState(): AuthState {
  const token = getStoredToken();
  if (isTokenValid(token)) return { status: 'initialising', user: null };
  if (token !== null) {
    // A well-formed token past its exp: the session expired while the tab was away.
    if (token.split('.').length === 3 && isTokenValid(token, 0)) rememberSignOutNotice('EXPIRED');
    clearStoredToken();
  }
  return SIGNED_OUT;
}

interface AuthProviderProps {
  children: ReactNode;
  /** Called after the server ended the session (UNAUTHENTICATED, ACCOUNT_BANNED); navigate to sign-in. */
  onSessionEnd?: () => void;
}

export function AuthProvider({ children, onSessionEnd }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initialState);
  const statusRef = useRef(state.status);

  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  const endLocalSession = useCallback(() => {
    clearStoredToken();
    setState(SIGNED_OUT);
    void clearApolloCache();
    restartApolloSocket();
  }, []);

  // Checks the stored token; transient failures are retried, then left to the visitor (`retrySessionCheck`).
  useEffect(() => {
    if (state.status !== 'initialising' || state.checkFailed) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) => {
      checkSession().then(
        (data) => {
          // A transition: the signed-in screens' first render (the layout and the page, a large tree) is then
          // rendered in slices that let the browser paint and answer input, not in one long task.
          if (!cancelled) startTransition(() => setState({ status: 'authenticated', user: data.me }));
        },
        (error: unknown) => {
          if (cancelled) return;
          if (endsSession(error)) return endLocalSession();
          const delay = CHECK_RETRY_DELAYS_MS[attempt];
          if (delay === undefined) return setState({ status: 'initialising', user: null, checkFailed: true });
          timer = setTimeout(() => check(attempt + 1), delay);
        },
      );
    };
    check(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state.status, state.checkFailed, endLocalSession]);

  const retrySessionCheck = useCallback(() => {
    setState((current) => (current.checkFailed ? { status: 'initialising', user: null } : current));
  }, []);

  useEffect(
    () =>
      onSessionEnded((reason, ban) => {
        if (statusRef.current !== 'authenticated') return;
        rememberSignOutNotice(reason, ban);
        endLocalSession();
        onSessionEnd?.();
      }),
    [endLocalSession, onSessionEnd],
  );

  const applySession = useCallback(({ accessToken, user }: SessionPayload) => {
    // A new session: whatever ending the previous one expected (account deletion) is over.
    expectSignOut(null);
    storeToken(accessToken);
    setState({ status: 'authenticated', user });
    restartApolloSocket();
  }, []);

  const startSession = useCallback(
    async (payload: SessionPayload) => {
      await clearApolloCache();
      applySession(payload);
      return payload.user;
    },
    [applySession],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const data = await fetchGraphQL(LoginDocument, { email, password });
      return startSession(data.login);
    },
    [startSession],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const data = await fetchGraphQL(RegisterDocument, { ...input });
      return startSession(data.register);
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await fetchGraphQL(LogoutDocument);
    } catch {
      // Best effort: the local session ends even when the server cannot be reached.
    }
    endLocalSession();
  }, [endLocalSession]);

  const updateUser = useCallback((user: SessionUser) => {
    setState((current) => (current.user?.id === user.id ? { ...current, user } : current));
  }, []);

  const verifyEmail = useCallback(
    async (token: string) => {
      const data = await fetchGraphQL(VerifyEmailDocument, { token });
      updateUser(data.verifyEmail);
      return data.verifyEmail;
    },
    [updateUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      sessionCheckFailed: state.checkFailed === true,
      retrySessionCheck,
      isInitialised: state.status !== 'initialising',
      isAuthenticated: state.status === 'authenticated',
      user: state.user,
      login,
      register,
      logout,
      verifyEmail,
      applySession,
      updateUser,
    }),
    [state, retrySessionCheck, login, register, logout, verifyEmail, applySession, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
