import { createContext, useContext } from "react";
import type { MeProfile } from "../../../domain/api/account";
import type { AuthUser } from "../../../domain/api/auth";
import type { AuthRedirect } from "../../../domain/auth-redirect";
import type { CookieSession } from "./client";
import type { AuthEvent } from "./session";

/** Who the signed-in person is for navigation (spec §6): admins first, then the profile's type; unknown → traveler. */
export type NavRole = "guest" | "traveler" | "host" | "admin";

export interface AuthState {
  status: "loading" | "signed-in" | "signed-out";
  user: AuthUser | null;
  /** GET /api/me/profile; null while loading or when the person has no profile yet. */
  profile: MeProfile | null;
  /** True from sign-in until the profile's first answer (tells "no profile" from "not read yet"). */
  profileLoading: boolean;
  role: NavRole;
  /** Signed in with the password (or a code, or Google) but the account's authenticator code is still owed. */
  secondFactorDue: boolean;
  /** The latest session event (spec §4); null before start-up has finished. */
  event: AuthEvent | null;
  /** Signs out (spec §4 clean-up) and goes to /auth. */
  signOut: () => Promise<void>;
  /** Re-reads the profile (after completing or editing it). */
  refreshProfile: () => Promise<void>;
}

export function navRole(user: AuthUser | null, profile: MeProfile | null): NavRole {
  if (!user) return "guest";
  if (profile?.is_admin) return "admin";
  return profile?.user_type === "host" ? "host" : "traveler";
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth needs <AuthProvider>");
  return state;
}

/** What the sign-in screens need beyond AuthState: hand over a new session, report an updated user. */
export interface SessionControl {
  /** A screen created a session (password, code, identity token): SIGNED_IN and the §4 routing. */
  acceptSession: (session: CookieSession) => void;
  /** PUT /auth/v1/user answered: USER_UPDATED. */
  userUpdated: (user: AuthUser) => void;
  /** What the e-mail link that opened this page said (`#type=signup`, `#error=…`); null otherwise. */
  linkReturn: AuthRedirect | null;
  /**
   * The server said this session ended (its hub socket closed with 4401, sent when an admin suspends the person): a
   * refresh confirms it, and its failure signs out with the §4 toast.
   */
  sessionEnded: () => void;
  /** An authenticator code (a sign-in's, or a new authenticator's first): the session is raised to aal2. Throws. */
  verifyCode: (factorId: string, code: string) => Promise<void>;
  /** Re-reads the user after an authenticator was removed. */
  reloadUser: () => Promise<void>;
}

export const SessionControlContext = createContext<SessionControl | null>(null);

export function useSessionControl(): SessionControl {
  const control = useContext(SessionControlContext);
  if (!control) throw new Error("useSessionControl needs <AuthProvider>");
  return control;
}
