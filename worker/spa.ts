/** True for a page route (a path whose last segment has no file extension), as browsers and crawlers ask. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const last = new URL(request.url).pathname.split("/").pop() ?? "";
  return !last.includes(".");
}
