import { createContext, useContext } from 'react';
import type { SessionUserFragment, UiLanguage } from '../../gql-session/graphql';

export type SessionUser = SessionUserFragment;

/** Spec §4: the state starts uninitialised and unauthenticated. */
export type AuthStatus = 'initialising' | 'authenticated' | 'unauthenticated';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The page's language: the verification mail is written in it. */
  language?: UiLanguage;
}

export interface SessionPayload {
  accessToken: string;
  user: SessionUser;
}

export interface AuthContextValue {
  status: AuthStatus;
  /** The stored token could not be checked (server unreachable or failing); the token is kept. */
  sessionCheckFailed: boolean;
  /** Checks the stored token again after `sessionCheckFailed`. */
  retrySessionCheck: () => void;
  /** False until the stored token (if any) has been checked against the server. */
  isInitialised: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** Signs in; rejects with the server's error (INVALID_CREDENTIALS, ACCOUNT_BANNED, ...). */
  login: (email: string, password: string) => Promise<SessionUser>;
  register: (input: RegisterInput) => Promise<SessionUser>;
  /** Revokes the token on the server (best effort), then clears token, user and the Apollo cache. */
  logout: () => Promise<void>;
  /** Confirms an address; when it is the signed-in account, its record is replaced. Works signed out too. */
  verifyEmail: (token: string) => Promise<SessionUser>;
  /** Stores a token and user handed out by the server (e.g. changePassword returns a fresh token). */
  applySession: (payload: SessionPayload) => void;
  /** Replaces the signed-in user's record when the given record is the same account. */
  updateUser: (user: SessionUser) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
