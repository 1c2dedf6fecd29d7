import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { CurrencyProvider } from "../../web/src/lib/currency";
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

/** The app's providers: query cache, currency and toasts. */
function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <CurrencyProvider>
        <ToastProvider>{children}</ToastProvider>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders `routes` at `path` inside the app's providers, with `fetch` answered by `respond`, in a fresh query cache.
 * Queries without a retry rule of their own do not retry; with `retry`, they keep the library's retries and no
 * query waits between tries. Returns the router to inspect navigation and `calls`, the URLs fetched so far.
 */
export function renderRoutes(routes: RouteObject[], path: string, respond: Respond, { retry = false } = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return Promise.resolve(respond(url));
  });
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: retry ? { retryDelay: 0 } : { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, calls, fetchMock, router };
}

/** Renders UI inside the app's providers and a memory router; returns the router to inspect navigation. */
export function renderApp(ui: ReactNode, path = "/") {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
