/*
 * Untrodden's service worker: Web Push only (issue 18). It shows the pushes the worker sends (worker/services/push:
 * a JSON payload {title, body, tag, data: {deepLink, type, ...}}) and opens a notification's deep link when it is
 * clicked: in a tab of the site that is already open, else in a new one. It caches nothing and handles no fetch.
 */

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** A path on this site, or the notification centre: a push never opens another site. */
function sameOriginPath(link) {
  try {
    const url = new URL(typeof link === "string" ? link : "/notifications", self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/notifications";
  } catch {
    return "/notifications";
  }
}

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const data = payload.data && typeof payload.data === "object" ? payload.data : {};
  const deepLink = sameOriginPath(data.deepLink || payload.deepLink || payload.link);
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Untrodden";
  const options = {
    body: typeof payload.body === "string" ? payload.body : "",
    icon: "/favicon.svg",
    data: { ...data, deepLink },
  };
  if (typeof payload.tag === "string" && payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const deepLink = sameOriginPath(event.notification.data?.deepLink);
  event.waitUntil(
    (async () => {
      // An open tab of the site that this worker controls (it claims them on activation) can be navigated.
      const tabs = await self.clients.matchAll({ type: "window" });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        try {
          const focused = await tab.focus();
          if (await focused.navigate(deepLink)) return;
        } catch {
          // The tab refused (it went elsewhere meanwhile): open the link in a new one instead.
        }
      }
      await self.clients.openWindow(deepLink);
    })(),
  );
});
