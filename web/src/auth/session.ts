import type { AuthUser } from "../../../domain/api/auth";
import {
  type AuthLinkType,
  type AuthRedirect,
  callbackErrorClearsSession,
  REFRESH_MAX_RETRIES,
  refreshDelay,
  refreshDue,
  refreshRetryDelay,
  storageKeysToClear,
} from "../../../domain/auth-session";
import { BRAND } from "../../../domain/brand";
import { secondFactorDue, verifiedFactor } from "../../../domain/second-factor";
import type { Aal } from "../../../domain/vocabulary";
import { storage } from "../lib/storage";
import {
  type AuthClient,
  AuthError,
  authClient,
  type CookieSession,
  isSessionMissing,
  type SignOutScope,
} from "./client";

/** Spec §4 session events. */
export type AuthEvent =
  | "MFA_CHALLENGE_VERIFIED"
  | "INITIAL_SESSION"
  | "SIGNED_IN"
  | "SIGNED_OUT"
  | "TOKEN_REFRESHED"
  | "PASSWORD_RECOVERY"
  | "USER_UPDATED";

export type SessionSnapshot =
  | { status: "loading"; user: null; expiresAt: null }
  | { status: "signed-out"; user: null; expiresAt: null }
  | {
      status: "signed-in";
      user: AuthUser;
      expiresAt: number;
      aal: Aal | null;
      /** The account has an authenticator and this session has not used it: nothing opens until the code. */
      secondFactorDue: boolean;
    };

/** Why a session ended: the person signed out, a refresh failed, another tab signed out, or an e-mail link failed. */
export type SignOutReason = "sign-out" | "refresh-failed" | "other-tab" | "link-error";

export interface EventDetail {
  /** For SIGNED_OUT. */
  reason?: SignOutReason;
  /** The session arrived with this page: read at start-up or brought by an e-mail link. */
  initial?: boolean;
}

export type SessionListener = (event: AuthEvent, snapshot: SessionSnapshot, detail: EventDetail) => void;

/**
 * The expiry of this browser's session (seconds since the epoch) — not a secret, the tokens stay in HttpOnly cookies.
 * It tells a fresh page whether to ask the server at all, and tabs tell each other through it (storage events). Its
 * name contains the product prefix, so the sign-out clean-up removes it too.
 */
export const SESSION_HINT_KEY = `${BRAND.storagePrefix}:session-expires-at`;

/**
 * Set (to the time) by the tab that entered the authenticator code: the other tabs still showing the prompt refresh
 * to learn the raised level. Only a verification writes it, so waiting tabs never set each other off.
 */
export const CODE_ENTERED_KEY = `${BRAND.storagePrefix}:code-entered`;

const LINK_EVENTS: Record<AuthLinkType, AuthEvent> = {
  signup: "SIGNED_IN",
  magiclink: "SIGNED_IN",
  invite: "SIGNED_IN",
  recovery: "PASSWORD_RECOVERY",
  email_change: "USER_UPDATED",
};

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

function readHint(): number | null {
  const value = Number(storage.get(SESSION_HINT_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Spec §4 "On SIGNED_OUT": location entries and every key with the product prefix (theme and currency stay). */
export function clearLocalAccountData(): void {
  for (const key of storageKeysToClear(storage.keys(), BRAND.storagePrefix)) storage.remove(key);
}

const SIGNED_OUT: SessionSnapshot = { status: "signed-out", user: null, expiresAt: null };

/**
 * The web session's life: start-up, refresh shortly before expiry (retrying with back-off), sign-out and its local
 * clean-up, and the other tabs' changes. Knows nothing of React or routing: AuthProvider listens to its events.
 */
export class SessionManager {
  snapshot: SessionSnapshot = { status: "loading", user: null, expiresAt: null };
  private listeners = new Set<SessionListener>();
  private timer: unknown = null;
  private refreshing: Promise<void> | null = null;
  private starting: Promise<void> | null = null;
  /** Bumped whenever the session changes hands, so late answers about an older one are dropped. */
  private generation = 0;
  private active = false;

  constructor(
    private readonly client: AuthClient = authClient,
    private readonly clock: Clock = realClock,
  ) {}

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts (once) from what this page was opened with; later calls only re-arm the refresh timer and listeners. */
  start(redirect: AuthRedirect | null): Promise<void> {
    this.active = true;
    if (typeof window !== "undefined") {
      window.addEventListener("storage", this.onStorage);
      window.addEventListener("focus", this.onFocus);
      document.addEventListener("visibilitychange", this.onFocus);
    }
    if (this.snapshot.status === "signed-in") this.schedule(this.snapshot.expiresAt);
    this.starting ??= this.initialize(redirect);
    return this.starting;
  }

  /** Stops timers and listeners (the provider unmounted); the session itself stays. */
  stop(): void {
    this.active = false;
    this.clock.clearTimer(this.timer);
    this.timer = null;
    if (typeof window !== "undefined") {
      window.removeEventListener("storage", this.onStorage);
      window.removeEventListener("focus", this.onFocus);
      document.removeEventListener("visibilitychange", this.onFocus);
    }
  }

  /** A screen created a session (password, code, identity token): SIGNED_IN. */
  accept(session: CookieSession, event: AuthEvent = "SIGNED_IN"): void {
    this.generation++;
    this.setSession(session, event, {});
  }

  /** PUT /user answered the updated user: USER_UPDATED. */
  updateUser(user: AuthUser): void {
    if (this.snapshot.status !== "signed-in") return;
    this.snapshot = { ...this.snapshot, user, secondFactorDue: secondFactorDue(user, this.snapshot.aal) };
    this.emit("USER_UPDATED", {});
  }

  /**
   * A code from the authenticator app: a new authenticator's first code (turning two-step sign-in on) or the one a
   * sign-in owes. The session comes back at aal2: MFA_CHALLENGE_VERIFIED. Failures are thrown (AuthError).
   */
  async verifyCode(factorId: string, code: string): Promise<void> {
    const generation = this.generation;
    const session = await this.client.verifyTotp(factorId, code);
    if (generation !== this.generation) return;
    this.setSession(session, "MFA_CHALLENGE_VERIFIED", {});
    storage.set(CODE_ENTERED_KEY, String(this.clock.now()));
  }

  /** Re-reads the user (an authenticator was removed): USER_UPDATED. */
  async reloadUser(): Promise<void> {
    this.updateUser(await this.client.getUser());
  }

  /**
   * Signs out on the server, then locally. A session the server no longer knows is only cleaned up locally
   * (spec §4); any other failure is thrown and the session stays.
   */
  async signOut(scope: SignOutScope = "local"): Promise<void> {
    try {
      await this.client.signOut(scope);
    } catch (err) {
      if (!isSessionMissing(err)) throw err;
    }
    this.end("sign-out");
  }

  /** Refreshes now (one refresh at a time); a failure after the retries ends the session as "refresh-failed". */
  refresh(): Promise<void> {
    if (this.refreshing) return this.refreshing;
    const generation = this.generation;
    this.refreshing = this.refreshWithRetry()
      .then(
        (session) => {
          if (generation === this.generation) this.setSession(session, "TOKEN_REFRESHED", {});
        },
        async () => {
          if (generation !== this.generation) return;
          // Clears whatever cookies are left; the server may already have forgotten the session.
          await this.client.signOut("local").catch(() => undefined);
          if (generation === this.generation) this.end("refresh-failed");
        },
      )
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async refreshWithRetry(): Promise<CookieSession> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.client.refresh();
      } catch (err) {
        const retryable = err instanceof AuthError && err.retryable;
        if (!retryable || attempt >= REFRESH_MAX_RETRIES) throw err;
        await this.clock.sleep(refreshRetryDelay(attempt));
      }
    }
  }

  private async initialize(redirect: AuthRedirect | null): Promise<void> {
    const generation = this.generation;
    const settle = (session: CookieSession | null, event: AuthEvent) => {
      if (generation !== this.generation) return; // a screen signed in meanwhile
      if (session) this.setSession(session, event, { initial: true });
      else this.setSignedOut("INITIAL_SESSION", {});
    };

    if (redirect?.kind === "error") {
      if (callbackErrorClearsSession(redirect.code) && readHint() !== null) {
        await this.client.signOut("local").catch(() => undefined);
        storage.remove(SESSION_HINT_KEY);
        return settle(null, "INITIAL_SESSION");
      }
    }
    if (redirect?.kind === "link") {
      // The server has just set the session cookies for the link; the refresh reads them and says whose they are.
      const session = await this.refreshWithRetry().catch(() => null);
      return settle(session, session ? LINK_EVENTS[redirect.type] : "INITIAL_SESSION");
    }
    const expiresAt = readHint();
    if (expiresAt === null) return settle(null, "INITIAL_SESSION");
    if (refreshDue(expiresAt, this.clock.now())) {
      const session = await this.refreshWithRetry().catch(() => null);
      if (!session) storage.remove(SESSION_HINT_KEY);
      return settle(session, "INITIAL_SESSION");
    }
    try {
      const user = await this.client.getUser();
      // GET /user does not say the session's level: with an authenticator on the account, a refresh tells it.
      if (verifiedFactor(user)) {
        const session = await this.refreshWithRetry().catch(() => null);
        if (!session) storage.remove(SESSION_HINT_KEY);
        return settle(session, "INITIAL_SESSION");
      }
      return settle({ token_type: "bearer", expires_at: expiresAt, expires_in: 0, user }, "INITIAL_SESSION");
    } catch (err) {
      if (err instanceof AuthError && err.retryable) return settle(null, "INITIAL_SESSION"); // offline: try next time
      const session = await this.refreshWithRetry().catch(() => null);
      if (!session) storage.remove(SESSION_HINT_KEY);
      return settle(session, "INITIAL_SESSION");
    }
  }

  private setSession(session: CookieSession, event: AuthEvent, detail: EventDetail): void {
    const aal = session.aal ?? null;
    this.snapshot = {
      status: "signed-in",
      user: session.user,
      expiresAt: session.expires_at,
      aal,
      secondFactorDue: secondFactorDue(session.user, aal),
    };
    storage.set(SESSION_HINT_KEY, String(session.expires_at));
    this.schedule(session.expires_at);
    this.emit(event, detail);
  }

  private setSignedOut(event: AuthEvent, detail: EventDetail): void {
    this.clock.clearTimer(this.timer);
    this.timer = null;
    this.snapshot = SIGNED_OUT;
    this.emit(event, detail);
  }

  private end(reason: SignOutReason): void {
    this.generation++;
    clearLocalAccountData();
    this.setSignedOut("SIGNED_OUT", { reason });
  }

  private schedule(expiresAt: number): void {
    this.clock.clearTimer(this.timer);
    if (!this.active) return;
    this.timer = this.clock.setTimer(() => void this.refresh(), refreshDelay(expiresAt, this.clock.now()));
  }

  private emit(event: AuthEvent, detail: EventDetail): void {
    for (const listener of this.listeners) listener(event, this.snapshot, detail);
  }

  /** Timers sleep in background tabs: back in view with the refresh due, refresh at once. */
  private onFocus = (): void => {
    if (document.visibilityState === "hidden" || this.snapshot.status !== "signed-in") return;
    if (refreshDue(this.snapshot.expiresAt, this.clock.now())) void this.refresh();
  };

  /** Another tab refreshed (new expiry), signed out (hint removed) or signed in (hint set while this tab is out). */
  private onStorage = (e: StorageEvent): void => {
    if (e.key === CODE_ENTERED_KEY && e.newValue !== null) {
      if (this.snapshot.status === "signed-in" && this.snapshot.secondFactorDue) void this.refresh();
      return;
    }
    if (e.key !== SESSION_HINT_KEY || this.snapshot.status === "loading") return;
    if (e.newValue === null) {
      if (this.snapshot.status === "signed-in") {
        this.generation++;
        this.setSignedOut("SIGNED_OUT", { reason: "other-tab" });
      }
      return;
    }
    const expiresAt = Number(e.newValue);
    if (this.snapshot.status === "signed-in") {
      this.snapshot = { ...this.snapshot, expiresAt };
      this.schedule(expiresAt);
      return;
    }
    const generation = ++this.generation;
    this.client.getUser().then(
      (user) => {
        if (generation !== this.generation) return;
        if (verifiedFactor(user)) {
          void this.refreshWithRetry().then(
            (session) => generation === this.generation && this.setSession(session, "SIGNED_IN", {}),
            () => undefined,
          );
          return;
        }
        this.setSession({ token_type: "bearer", expires_at: expiresAt, expires_in: 0, user }, "SIGNED_IN", {});
      },
      () => undefined,
    );
  };
}
