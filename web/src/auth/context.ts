import { createContext, useContext } from "react";
import type { AuthUser, MeProfile } from "../../../domain/api-types";

/** Who the signed-in person is for navigation (spec §6): admins first, then the profile's type; unknown → traveler. */
export type NavRole = "guest" | "traveler" | "host" | "admin";

export interface AuthState {
  status: "loading" | "signed-in" | "signed-out";
  user: AuthUser | null;
  /** GET /api/me/profile; null while loading or when the person has no profile yet. */
  profile: MeProfile | null;
  role: NavRole;
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
