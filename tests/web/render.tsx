import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from "react-router";
import { vi } from "vitest";
import { AuthContext, type AuthState } from "../../web/src/auth/context";
import { CurrencyProvider } from "../../web/src/lib/currency";
import { queryClient } from "../../web/src/lib/query";
import { ToastProvider } from "../../web/src/lib/toast";

/** Answers one API call; gets the URL as the app asked for it ("/api/listings?country=Nepal"). */
export type Respond = (url: string) => Response | Promise<Response>;

/** A JSON response as the worker sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The worker's error body with its status: 404 is `not_found`, anything else `internal_error`. */
export function apiError(status: number, message = "An unexpected error occurred"): Response {
  return json({ error: { code: status === 404 ? "not_found" : "internal_error", message } }, status);
}

/** A call that never answers, to look at the loading state. */
export const neverAnswers = () => new Promise<Response>(() => {});

/** A visitor who is not signed in: the app's pages always sit under an AuthProvider; tests that need one provide it. */
const GUEST: AuthState = {
  status: "signed-out",
  user: null,
  profile: null,
  profileLoading: false,
  role: "guest",
  secondFactorDue: false,
  event: "INITIAL_SESSION",
  signOut: async () => {},
  refreshProfile: async () => {},
};

/** The app's providers: currency, toasts and a guest (the query cache is the app's own, reset by setup.ts). */
function Providers({ children, auth = GUEST }: { children: ReactNode; auth?: AuthState }) {
  return (
    <CurrencyProvider>
      <ToastProvider>
        <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
      </ToastProvider>
    </CurrencyProvider>
  );
}

/** Queries in tests: no retries unless asked for, and then without waiting between tries. */
function configureQueries(retry: boolean) {
  queryClient.setDefaultOptions({ queries: retry ? { retryDelay: 0 } : { retry: false } });
}

/** What tests read of the router: the current location and how it was reached. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
}

/**
 * The app's router in a test: the declarative router the app runs (web/src/main.tsx), in memory, at `path`,
 * rendering `routes`; `router.state` follows the current location.
 */
export function memoryRouter(routes: RouteObject[], path: string): { router: TestRouter; element: ReactNode } {
  const router = { state: {} } as TestRouter;
  return {
    router,
    element: (
      <MemoryRouter initialEntries={[path]}>
        <ObservedRoutes routes={routes} router={router} />
      </MemoryRouter>
    ),
  };
}

function ObservedRoutes({ routes, router }: { routes: RouteObject[]; router: TestRouter }) {
  router.state = { location: useLocation(), historyAction: useNavigationType() };
  return useRoutes(routes);
}

/**
 * Renders `routes` at `path` inside the app's providers, with `fetch` answered by `respond`, in a fresh query cache.
 * Queries without a retry rule of their own do not retry; with `retry`, they keep the library's retries and no
 * query waits between tries; `auth` is who is there (a guest by default). Returns the router to inspect navigation and `calls`, the URLs fetched so far.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  respond: Respond,
  { retry = false, auth }: { retry?: boolean; auth?: AuthState } = {},
) {
  const calls: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return Promise.resolve(respond(url));
  });
  vi.stubGlobal("fetch", fetchMock);
  configureQueries(retry);
  const { router, element } = memoryRouter(routes, path);
  const result = render(<Providers auth={auth}>{element}</Providers>);
  return { ...result, calls, fetchMock, router };
}

/** Renders UI inside the app's providers and a memory router; returns the router to inspect navigation. */
export function renderApp(ui: ReactNode, path = "/") {
  const { router, element } = memoryRouter([{ path: "*", element: ui }], path);
  configureQueries(false);
  const result = render(<Providers>{element}</Providers>);
  return { ...result, router };
}
