import { fireEvent, screen } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { vi } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import type { AuthUser } from "../../domain/api/auth";
import { AuthContext, type AuthState, navRole } from "../../web/src/auth/context";
import { renderApp } from "./render";

/** A GoTrue user as GET /auth/v1/user answers it. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: "u1",
    aud: "authenticated",
    role: "authenticated",
    email: "aigerim@example.com",
    phone: null,
    email_confirmed_at: "2026-01-01T00:00:00Z",
    phone_confirmed_at: null,
    confirmed_at: "2026-01-01T00:00:00Z",
    last_sign_in_at: "2026-01-02T00:00:00Z",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [],
    factors: [],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-02T00:00:00Z",
    is_anonymous: false,
    ...overrides,
  };
}

/** GET /api/me/profile of an approved host (Aigerim, /host/aigerim); override what a test is about. */
export function meProfile(overrides: Partial<MeProfile> = {}): MeProfile {
  return {
    user_id: "u1",
    email: "aigerim@example.com",
    email_confirmed: true,
    user_type: "host",
    first_name: "Aigerim",
    last_name: "Bekova",
    city: "Almaty",
    country: "Kazakhstan",
    profile_photo_url: null,
    is_admin: false,
    profile_slug: "aigerim",
    receive_new_conversations: true,
    host: { id: "h1", status: "approved", host_type: "guide", profile_slug: "aigerim" },
    ...overrides,
  };
}

export const TRAVELER: Partial<MeProfile> = {
  user_type: "traveler",
  first_name: "Lukas",
  last_name: "Hofmann",
  city: "Berlin",
  country: "Germany",
  profile_slug: null,
  host: null,
};

/** The auth state a signed-in person with this profile has (null: signed in, no profile yet); `null` user: a guest. */
export function fakeAuth(
  profile: MeProfile | null,
  { signedIn = true, ...overrides }: Partial<AuthState> & { signedIn?: boolean } = {},
): AuthState {
  const user = signedIn ? authUser() : null;
  const shown = signedIn ? profile : null;
  return {
    status: signedIn ? "signed-in" : "signed-out",
    user,
    profile: shown,
    role: navRole(user, shown),
    profileLoading: false,
    secondFactorDue: false,
    event: signedIn ? "INITIAL_SESSION" : null,
    signOut: vi.fn(() => Promise.resolve()),
    refreshProfile: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

export const guest = () => fakeAuth(null, { signedIn: false });

/** Signed in, account type not chosen yet (no names, place, host row or slug); override what a test is about. */
export const withoutProfile = (overrides: Partial<MeProfile> = {}) =>
  fakeAuth(
    meProfile({
      user_type: null,
      first_name: null,
      last_name: null,
      city: null,
      country: null,
      host: null,
      profile_slug: null,
      ...overrides,
    }),
  );

export function WithAuth({ auth, children }: { auth: AuthState; children: ReactNode }) {
  return <AuthContext value={auth}>{children}</AuthContext>;
}

/** A page rendered at `path` for the person `auth` describes. */
export function renderWithAuth(Page: ComponentType, auth: AuthState, path: string) {
  return renderApp(
    <WithAuth auth={auth}>
      <Page />
    </WithAuth>,
    path,
  );
}

/** Types `value` into the field labelled `label`. */
export const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Stubs fetch: `answer` gets each call ("PATCH /api/me/profile") and returns the response (204 when it returns
 * nothing). Returns the calls made so far.
 */
export function stubFetch(answer: (call: RecordedCall) => Response | undefined = () => undefined): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const call: RecordedCall = {
        method: init?.method ?? "GET",
        url: String(input),
        headers: Object.fromEntries([...new Headers(init?.headers).entries()].map(([k, v]) => [k.toLowerCase(), v])),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      return Promise.resolve(answer(call) ?? new Response(null, { status: 204 }));
    }),
  );
  return calls;
}
