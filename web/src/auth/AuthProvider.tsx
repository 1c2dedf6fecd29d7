import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import type { MeProfile } from "../../../domain/api/account";
import type { AuthUser } from "../../../domain/api/auth";
import { parseAuthRedirect } from "../../../domain/auth-redirect";
import { guestRedirect, isProtectedPath, POST_SIGN_IN_DELAY_MS, pathAfterSignIn } from "../../../domain/auth-routing";
import { SHELL_MESSAGES } from "../../../domain/shell-messages";
import { afterFirstPaint } from "../lib/after-paint";
import { useStableNavigate } from "../lib/navigate";
import { useToast } from "../lib/toast";
import type { CookieSession } from "./client";
import { AuthContext, type AuthState, navRole, type SessionControl, SessionControlContext } from "./context";
import { forgetReturnPath, pendingReturnPath, rememberReturnPath } from "./return-path";
import type { AuthEvent, EventDetail, SessionManager, SessionSnapshot } from "./session";

/** TanStack Query keys of the signed-in person's own data start with this; they are dropped at sign-out. */
export const PERSONAL_QUERY_KEY = "me";

/** Confirmed e-mail or phone (GoTrue's confirmed_at is either). */
const isConfirmed = (user: AuthUser) =>
  Boolean(user.email_confirmed_at ?? user.phone_confirmed_at ?? user.confirmed_at);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Only signed-out visitors may be offered the one-tap prompt: nobody else loads its code (or the query cache).
const GoogleOneTap = lazy(() => import("./GoogleOneTap").then((m) => ({ default: m.GoogleOneTap })));
// Code that only a signed-in person needs (their profile, the activity reports) loads when someone signs in.
const ActivityHeartbeat = lazy(() => import("./activity").then((m) => ({ default: m.ActivityHeartbeat })));
const profileApi = () => import("./profile");
// Only a session that owes its authenticator code loads the screen that asks for it.
const SecondFactorPrompt = lazy(() => import("./SecondFactorPrompt").then((m) => ({ default: m.SecondFactorPrompt })));

/** The code prompt's place while its screen loads (a slow network): the card's outline, announced as loading. */
function PromptLoading() {
  return (
    <main id="main" className="min-h-screen bg-stone-50 pt-8 dark:bg-stone-950">
      <div role="status" aria-busy="true" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <span className="sr-only">Loading…</span>
        <div className="h-80 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800" />
      </div>
    </main>
  );
}

const STARTING: SessionSnapshot = { status: "loading", user: null, expiresAt: null };

/**
 * The session manager, loaded right after the first screen is drawn: its code (session refresh, the auth client)
 * is not needed to paint the page, only to learn who is there, which takes a request anyway.
 */
function useManager(given: SessionManager | undefined): SessionManager | null {
  const [manager, setManager] = useState<SessionManager | null>(given ?? null);
  useEffect(() => {
    if (manager) return;
    let live = true;
    void afterFirstPaint()
      .then(() => import("./session"))
      .then(({ SessionManager }) => {
        if (live) startTransition(() => setManager(new SessionManager()));
      });
    return () => {
      live = false;
    };
  }, [manager]);
  return manager;
}

/**
 * The session for the whole app (spec §4): start-up, session events, the post-sign-in setup and routing, the
 * protected prefixes, sign-out. Lives inside the router so it can navigate.
 */
export function AuthProvider({ children, manager: given }: { children: ReactNode; manager?: SessionManager }) {
  const manager = useManager(given);
  const navigate = useStableNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const [session, setSession] = useState<SessionSnapshot>(manager?.snapshot ?? STARTING);
  const [event, setEvent] = useState<AuthEvent | null>(null);
  const [profile, setProfile] = useState<MeProfile | null>(null);
  const [profileLoading, setProfileLoading] = useState(false);
  // What the page was opened with: an e-mail link's fragment is read once, at start-up.
  const [opened] = useState(() => ({
    linkReturn: parseAuthRedirect(location.hash, location.search),
    pathname: location.pathname,
    search: location.search,
  }));
  const linkReturn = opened.linkReturn;

  const path = useRef(location.pathname);
  path.current = location.pathname;
  const search = useRef(location.search);
  search.current = location.search;
  /** Whether someone was signed in during this visit: signing out on a protected page goes to /, a guest to /auth. */
  const wasSignedIn = useRef(false);
  /** Counts sign-ins and sign-outs so a slow profile answer or a pending routing step for an older one is dropped. */
  const turn = useRef(0);
  // A session handed over before the manager has loaded (a very fast sign-in) is accepted as soon as it has.
  const handedOver = useRef<CookieSession | null>(null);
  /** Set while an explicit sign-out navigates to /auth, so the protected-path rule does not send the person to /. */
  const leaving = useRef(false);
  /** The session owed its authenticator code at the last event: paying it runs the post-sign-in steps. */
  const owedCode = useRef(false);

  /** Reads the profile; undefined when the read failed (then nothing is routed on it). */
  const loadProfile = useCallback(async (forTurn: number): Promise<MeProfile | null | undefined> => {
    setProfileLoading(true);
    try {
      const loaded = await (await profileApi()).fetchMyProfile();
      if (forTurn === turn.current) setProfile(loaded);
      return loaded;
    } catch (err) {
      console.warn("Profile read failed", err);
      return undefined;
    } finally {
      if (forTurn === turn.current) setProfileLoading(false);
    }
  }, []);

  /** Spec §4 "On SIGNED_IN": after 1 s mark online, read the profile, then route. A page load's session skips the wait. */
  const afterSignIn = useCallback(
    async (user: AuthUser, delayed: boolean) => {
      const mine = ++turn.current;
      setProfileLoading(true);
      if (delayed) await sleep(POST_SIGN_IN_DELAY_MS);
      if (mine !== turn.current) return;
      void profileApi().then((p) => p.reportActivity(true));
      const loaded = await loadProfile(mine);
      if (loaded === undefined || mine !== turn.current) return;
      const returnTo = pendingReturnPath(search.current);
      const target = pathAfterSignIn({
        pathname: path.current,
        confirmed: isConfirmed(user),
        profile: loaded,
        returnTo,
      });
      if (target && target === returnTo) forgetReturnPath();
      if (target && target !== path.current) navigate(target, { replace: true });
    },
    [loadProfile, navigate],
  );

  useEffect(() => {
    if (!manager) return;
    const handle = (ev: AuthEvent, snapshot: SessionSnapshot, detail: EventDetail) => {
      setSession(snapshot);
      setEvent(ev);
      if (ev === "SIGNED_OUT") {
        turn.current++;
        owedCode.current = false;
        forgetReturnPath();
        setProfile(null);
        setProfileLoading(false);
        void profileApi().then((p) => p.resetActivityReports());
        // Spec §4: the push token is unregistered (the server deleted the row; this browser's subscription ends).
        void import("../push/browser-push").then((m) => m.unsubscribeBrowser());
        // The cache comes with the pages that query; loading it here keeps it out of the first screen's code.
        void import("../lib/query").then(({ queryClient }) =>
          queryClient.removeQueries({ queryKey: [PERSONAL_QUERY_KEY] }),
        );
        if (detail.reason === "refresh-failed") toast(SHELL_MESSAGES.sessionExpired, "error");
        return;
      }
      if (!snapshot.user) return;
      const owed = owedCode.current;
      owedCode.current = snapshot.secondFactorDue;
      // Nothing opens before the code: the profile and the routing wait for it (the prompt is shown instead).
      if (snapshot.secondFactorDue) return;
      if (owed) {
        wasSignedIn.current = true;
        afterSignIn(snapshot.user, false);
        return;
      }
      if (ev === "TOKEN_REFRESHED" || ev === "MFA_CHALLENGE_VERIFIED") return;
      wasSignedIn.current = true;
      if (ev === "USER_UPDATED" && !detail.initial) return;
      afterSignIn(snapshot.user, ev !== "INITIAL_SESSION");
    };
    // The page load's session (a guest or a kept sign-in) is drawn in a transition: everything that shows who is there
    // draws again, in slices the browser can answer a tap between (decision 055). Later events draw at once.
    const onEvent = (ev: AuthEvent, snapshot: SessionSnapshot, detail: EventDetail) => {
      if (ev === "INITIAL_SESSION") startTransition(() => handle(ev, snapshot, detail));
      else handle(ev, snapshot, detail);
    };
    const unsubscribe = manager.subscribe(onEvent);
    void manager.start(linkReturn);
    if (handedOver.current) manager.accept(handedOver.current);
    handedOver.current = null;
    return () => {
      unsubscribe();
      manager.stop();
    };
  }, [manager, linkReturn, afterSignIn, toast]);

  // The link's fragment has been read: take it out of the address bar (and out of the history entry).
  useEffect(() => {
    if (!opened.linkReturn) return;
    const search = new URLSearchParams(opened.search);
    for (const key of ["error", "error_code", "error_description"]) search.delete(key);
    const query = search.toString();
    navigate({ pathname: opened.pathname, search: query ? `?${query}` : "", hash: "" }, { replace: true });
  }, [opened, navigate]);

  // A guest sent to /auth from a page: remember it, to come back to after signing up and completing a profile.
  useEffect(() => {
    if (location.pathname === "/auth") rememberReturnPath(location.search);
  }, [location.pathname, location.search]);

  // Spec §2/§4: someone who signs out on a protected path goes to / (once the status is known); a guest who opens
  // one goes to /auth and comes back after signing in (issue 14).
  useEffect(() => {
    if (leaving.current) {
      if (location.pathname === "/auth") leaving.current = false;
      return;
    }
    if (session.status !== "signed-out" || !isProtectedPath(location.pathname)) return;
    if (wasSignedIn.current) {
      navigate("/", { replace: true });
      return;
    }
    const { to, message } = guestRedirect(`${location.pathname}${location.search}`);
    toast(message);
    navigate(to, { replace: true });
  }, [session.status, location.pathname, location.search, navigate, toast]);

  const signOut = useCallback(async () => {
    if (!manager) return;
    leaving.current = true;
    try {
      await manager.signOut("local");
      navigate("/auth");
    } catch (err) {
      leaving.current = false;
      console.warn("Sign-out failed", err);
      toast(SHELL_MESSAGES.signOutFailed, "error");
    }
  }, [manager, navigate, toast]);

  const refreshProfile = useCallback(async () => {
    if (manager?.snapshot.status !== "signed-in") return;
    await loadProfile(turn.current);
  }, [manager, loadProfile]);

  const state = useMemo<AuthState>(
    () => ({
      status: session.status,
      user: session.user,
      profile,
      profileLoading: session.status === "loading" || profileLoading,
      role: navRole(session.user, profile),
      secondFactorDue: session.status === "signed-in" && session.secondFactorDue,
      event,
      signOut,
      refreshProfile,
    }),
    [session, profile, profileLoading, event, signOut, refreshProfile],
  );

  const control = useMemo<SessionControl>(
    () => ({
      acceptSession: (s: CookieSession) => {
        if (manager) manager.accept(s);
        else handedOver.current = s;
      },
      userUpdated: (user: AuthUser) => manager?.updateUser(user),
      sessionEnded: () => void manager?.refresh(),
      verifyCode: async (factorId: string, code: string) => {
        if (!manager) throw new Error("The session is still starting");
        await manager.verifyCode(factorId, code);
      },
      reloadUser: async () => {
        await manager?.reloadUser();
      },
      linkReturn,
    }),
    [manager, linkReturn],
  );

  return (
    <AuthContext value={state}>
      <SessionControlContext value={control}>
        {session.status === "signed-in" && session.secondFactorDue ? (
          <Suspense fallback={<PromptLoading />}>
            <SecondFactorPrompt />
          </Suspense>
        ) : (
          children
        )}
        {/* Spec §4/§9: the activity heartbeat runs while someone is signed in. */}
        {session.status === "signed-in" && !session.secondFactorDue && session.user && (
          <Suspense fallback={null}>
            <ActivityHeartbeat key={session.user.id} />
          </Suspense>
        )}
        {session.status === "signed-out" && (
          <Suspense fallback={null}>
            <GoogleOneTap />
          </Suspense>
        )}
      </SessionControlContext>
    </AuthContext>
  );
}
