import { expect, type Page, test, type WebSocketRoute } from "@playwright/test";
import { DEMO, main, newTraveler, pageAs, sameSite } from "./support";

/**
 * Issue 21 "Resilience": a worker redeploy closes every WebSocket at once (1001, going away). Every client must
 * reconnect by itself, pick up what was sent meanwhile and send what it queued, with nothing lost or doubled. The
 * page's sockets go through Playwright's WebSocket routing to the real server, so the test can drop them all as a
 * deploy would.
 */

interface Relay {
  url: string;
  route: WebSocketRoute;
  /** The server answered with its ready frame on this connection. */
  ready: boolean;
}

/** Relays a page's sockets to the server and records them, so the test can drop them all. */
async function relay(page: Page): Promise<Relay[]> {
  const relays: Relay[] = [];
  await page.routeWebSocket(/\/ws\//, (route) => {
    const entry: Relay = { url: route.url(), route, ready: false };
    relays.push(entry);
    const server = route.connectToServer();
    server.onMessage((message) => {
      if (typeof message === "string" && message.includes('"type":"ready"')) entry.ready = true;
      route.send(message);
    });
    route.onMessage((message) => server.send(message));
    server.onClose((code, reason) => route.close({ code, reason }));
    route.onClose((code, reason) => server.close({ code, reason }));
  });
  return relays;
}

/** Drops every open socket as a deploy does: the server side goes away with 1001. */
async function redeploy(relays: Relay[]): Promise<string[]> {
  const dropped = relays.filter((r) => r.ready).map((r) => new URL(r.url).pathname);
  await Promise.all(relays.map((r) => r.route.close({ code: 1001, reason: "Going away" })));
  return dropped;
}

/** Paths with a ready connection opened after `since` connections (the reconnections). */
const reconnected = (relays: Relay[], since: number) =>
  relays
    .slice(since)
    .filter((r) => r.ready)
    .map((r) => new URL(r.url).pathname)
    .sort();

const composer = (page: Page) => main(page).getByRole("textbox", { name: "Message" });
const thread = (page: Page) => main(page).getByRole("list", { name: /^Messages with / });

test("a redeploy drops every socket: each page reconnects at once and nothing sent meanwhile is lost", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const travelerSockets = await relay(page);
  const host = await pageAs(browser, page, DEMO.host);
  const hostSockets = await relay(host);

  const first = `Rede${Date.now().toString(36).slice(-4)}`;
  await newTraveler(page, { first, last: "Tester" });
  const hostProfile = (await (await host.request.get("/api/me/profile")).json()) as { user_id: string };
  const started = await page.request.post("/api/conversations", { ...sameSite(), data: { with: hostProfile.user_id } });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  await page.goto(`/chat?conversation=${conversation.id}`);
  await composer(page).fill("Before the deploy");
  await composer(page).press("Enter");
  await expect(thread(page).getByTestId("message-status")).toHaveText(/Delivered$/);
  await host.goto(`/chat?conversation=${conversation.id}`);
  await expect(thread(host).getByText("Before the deploy")).toBeVisible();

  // Both pages hold their hub (/ws/me) and the conversation's room.
  const room = `/ws/conversations/${conversation.id}`;
  await expect.poll(() => reconnected(travelerSockets, 0)).toEqual(expect.arrayContaining(["/ws/me", room]));
  await expect.poll(() => reconnected(hostSockets, 0)).toEqual(expect.arrayContaining(["/ws/me", room]));
  const travelerBefore = travelerSockets.length;
  const hostBefore = hostSockets.length;
  const dropped = [...(await redeploy(travelerSockets)), ...(await redeploy(hostSockets))];
  expect(dropped.length).toBeGreaterThanOrEqual(4);

  // Sent while the sockets are down: each waits in its sender's outbox and goes once the room is back.
  await composer(host).fill("Sent during the deploy");
  await composer(host).press("Enter");
  await composer(page).fill("Also sent during the deploy");
  await composer(page).press("Enter");

  // Every dropped socket is replaced by one new connection (the first retry, at most half a second later).
  await expect
    .poll(() => reconnected(travelerSockets, travelerBefore), { timeout: 5_000 })
    .toEqual(expect.arrayContaining(["/ws/me", room]));
  await expect
    .poll(() => reconnected(hostSockets, hostBefore), { timeout: 5_000 })
    .toEqual(expect.arrayContaining(["/ws/me", room]));
  for (const [page_, sockets, before] of [
    [page, travelerSockets, travelerBefore],
    [host, hostSockets, hostBefore],
  ] as const) {
    for (const text of ["Before the deploy", "Sent during the deploy", "Also sent during the deploy"])
      await expect(thread(page_).getByText(text, { exact: true })).toHaveCount(1);
    expect(sockets.slice(before).filter((r) => !r.ready)).toEqual([]);
  }
});
