import { expect, type Page, test } from "@playwright/test";
import { DEMO, openPage, signInAs } from "./support";

/** Opens /ws/me from the page, as the app's realtime client will: the first frame, or how the socket ended. */
function openHub(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ frame?: unknown; closed?: number }>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/ws/me`);
        ws.onmessage = (e) => {
          resolve({ frame: JSON.parse(String(e.data)) });
          ws.close(1000);
        };
        ws.onclose = (e) => resolve({ closed: e.code });
      }),
  );
}

test.describe("realtime connections", () => {
  test("a signed-in browser opens its hub with the session cookie and is greeted", async ({ page }) => {
    await signInAs(page, DEMO.traveler);
    await openPage(page, "/");
    const result = await openHub(page);
    expect(result.frame).toMatchObject({ type: "ready", room: "user", readOnly: false });
  });

  test("a guest's socket is refused before it opens", async ({ page }) => {
    await openPage(page, "/");
    expect(await openHub(page)).toEqual({ closed: 1006 });
  });
});
