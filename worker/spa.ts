import type { Env } from "./env";

/** True for a page route (a path whose last segment has no file extension), as browsers and crawlers ask. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const last = new URL(request.url).pathname.split("/").pop() ?? "";
  return !last.includes(".");
}

/**
 * The app's index.html for any page route. Fetched from the asset store at "/" so the SPA fallback and
 * the trailing-slash rules of the assets binding never redirect a deep link. Share metadata is added here
 * per route as it arrives.
 */
export async function serveApp(request: Request, env: Env): Promise<Response> {
  const index = await env.ASSETS.fetch(new Request(new URL("/", request.url), { headers: request.headers }));
  const response = new Response(request.method === "HEAD" ? null : index.body, index);
  response.headers.set("Cache-Control", "no-cache");
  return response;
}
