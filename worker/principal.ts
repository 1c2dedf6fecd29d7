import type { Aal } from "../domain/vocabulary";

/**
 * The caller behind a request, once their token is verified and their session found (worker/middleware/auth.ts
 * resolves it; worker/env.ts carries it in the request's variables). A module of its own, so the bindings and the
 * middleware do not import each other.
 */
export interface Principal {
  userId: string;
  sessionId: string;
  aal: Aal;
  email: string | null;
  isAdmin: boolean;
  /**
   * The person has a verified authenticator and this session has not used it yet (aal1): until the code is entered
   * the session opens nothing but /auth/v1 (sign-out, the factor's challenge and verify).
   */
  secondFactorDue: boolean;
  /** When the session ends however busy it is (an admin's, 12 hours after sign-in), ISO; null for the others. */
  endsAt: string | null;
}
