import { expect, type Page, test } from "@playwright/test";
import type { MeProfile } from "../../domain/api/account";
import type { ConversationsResponse } from "../../domain/api/conversations";
import type { HostResponse } from "../../domain/api/hosts";
import { listingPath } from "../../domain/listing-slug";
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoSeriousAxeViolations,
  isPhone,
  main,
  newTraveler,
  pageAs,
  sameSite,
  screenshot,
  testPng,
} from "./support";

/** Issue 15: two people in two browsers, messaging through the conversation's room and their hubs. */

const SHOTS = ".tmp/chat";
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png` });

/** Marks every conversation of the page's person read (a clean start for the unread dot), through the API. */
async function readEverything(page: Page) {
  let cursor = "";
  for (let i = 0; i < 20; i++) {
    const res = await page.request.get(`/api/conversations?limit=50${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as ConversationsResponse;
    for (const c of body.conversations) {
      if (c.unread === 0 || !c.last_message) continue;
      const read = await page.request.post(`/api/conversations/${c.id}/read`, {
        ...sameSite(),
        data: { upTo: c.last_message.seq },
      });
      expect(read.status(), await read.text()).toBe(200);
    }
    if (!body.next_cursor) return;
    cursor = encodeURIComponent(body.next_cursor);
  }
}

/** The demo host's first published listing: its page and title. */
async function hostListing(host: Page) {
  const me = (await (await host.request.get("/api/me/profile")).json()) as MeProfile;
  const res = await host.request.get(`/api/hosts/${me.profile_slug}`);
  expect(res.status()).toBe(200);
  const listing = ((await res.json()) as HostResponse).listings[0];
  if (!listing) throw new Error("the demo host has no published listing");
  return { path: listingPath(listing.listing_type, listing), title: listing.title };
}

const messagesIcon = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Messages/ });
const composer = (page: Page) => main(page).getByRole("textbox", { name: "Message" });
const conversation = (page: Page) => main(page).getByRole("region", { name: /^Conversation with / });
const thread = (page: Page) => main(page).getByRole("list", { name: /^Messages with / });

test.describe("chat", () => {
  test.setTimeout(120_000);

  test("a traveler messages a host from a listing; the host sees it live, answers; receipts, typing, offline", async ({
    page,
    browser,
  }) => {
    const host = await pageAs(browser, page, DEMO.host);
    await readEverything(host);
    const listing = await hostListing(host);
    await host.goto("/listings");
    await expect(messagesIcon(host)).toHaveAccessibleName("Messages");

    const first = `Aru${Date.now().toString(36).slice(-4)}`;
    await newTraveler(page, { first, last: "Tester" });
    await page.goto(listing.path);
    await page.getByRole("button", { name: "Message Host" }).first().click();
    await expect(page).toHaveURL(/\/chat\?conversation=/);
    await expect(conversation(page).getByText(`About ${listing.title}`)).toBeVisible();
    await expect(conversation(page).getByText("No messages yet")).toBeVisible();
    // No bottom navigation on /chat (spec §2).
    await expect(page.getByTestId("bottom-nav")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, "traveler-new-conversation");

    await composer(page).fill("Hello! Is this trip possible in May?");
    await composer(page).press("Enter");
    await expect(thread(page).getByText("Hello! Is this trip possible in May?")).toBeVisible();
    await expect(thread(page).getByTestId("message-status")).toHaveText(/Delivered$/);
    await expect(composer(page)).toHaveValue("");

    // The host, elsewhere on the site, is told in a toast, and the header dot appears without a reload.
    await expect(
      host.getByRole("status").filter({ hasText: "New message: Hello! Is this trip possible in May?" }),
    ).toBeVisible();
    await expect(messagesIcon(host)).toHaveAccessibleName("Messages (unread messages)");
    await expect(host.getByRole("banner").getByTestId("unread-dot")).toBeVisible();
    if (isPhone()) {
      // The bottom navigation's Messages tab has the dot too (spec §2).
      const tab = host.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link", { name: /^Messages/ });
      await expect(tab).toHaveAccessibleName("Messages (unread messages)");
      await expect(tab.getByTestId("unread-dot")).toBeVisible();
      await shot(host, "host-dot");
    }
    await messagesIcon(host).click();
    const row = main(host).getByRole("link", { name: new RegExp(`${first} T\\.`) });
    await expect(row).toContainText("1 unread");
    await expect(row).toContainText("Hello! Is this trip possible in May?");
    await expectNoSeriousAxeViolations(host);
    await shot(host, "host-list");
    await row.click();
    await expect(thread(host).getByText("Hello! Is this trip possible in May?")).toBeVisible();
    await expect(host).toHaveTitle(new RegExp(`^Messages with ${first} T\\. · `));

    // The traveler sees it read, then the host typing, then the answer.
    await expect(thread(page).getByTestId("message-status")).toHaveText(/Read$/);
    await composer(host).pressSequentially("Yes, May is lovely", { delay: 20 });
    await expect(conversation(page).getByText(/is typing…$/)).toBeVisible();
    await shot(page, "traveler-typing");
    await composer(host).press("Shift+Enter");
    await composer(host).pressSequentially("https://example.com/may");
    await composer(host).press("Enter");
    await expect(thread(page).getByText("Yes, May is lovely")).toBeVisible();
    const link = thread(page).getByRole("link", { name: "https://example.com/may" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(thread(host).getByTestId("message-status")).toHaveText(/Read$/);
    await expectNoSeriousAxeViolations(host);
    await shot(host, "host-thread");

    // The host has read everything: the dot goes away.
    await expect(messagesIcon(host)).toHaveAccessibleName("Messages");
    await expect(host.getByRole("banner").getByTestId("unread-dot")).toHaveCount(0);

    // Offline: the message waits as "sending" and goes out when the connection is back.
    await page.context().setOffline(true);
    await expect(
      conversation(page).getByText("You're offline. Messages will be sent when you're back online."),
    ).toBeVisible();
    await composer(page).fill("Sent from the mountains");
    await composer(page).press("Enter");
    const pending = thread(page).getByRole("listitem").filter({ hasText: "Sent from the mountains" });
    await expect(pending.getByTestId("message-status")).toHaveText(/Sending…$/);
    await shot(page, "traveler-offline");
    // Meanwhile the host writes; the offline traveler cannot see it yet.
    await composer(host).fill("Meet at the square at 8");
    await composer(host).press("Enter");
    await expect(thread(host).getByText("Meet at the square at 8")).toBeVisible();
    await page.context().setOffline(false);
    await expect(pending.getByTestId("message-status")).toHaveText(/ · (Delivered|Read)/);
    await expect(thread(host).getByText("Sent from the mountains")).toHaveCount(1);
    await expect(thread(page).getByText("Sent from the mountains")).toHaveCount(1);
    // What was missed arrives once the traveler is back, exactly once.
    await expect(thread(page).getByText("Meet at the square at 8")).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await shot(page, "traveler-thread");

    // Phones: the list and the thread are two screens.
    if (isPhone()) {
      await main(page).getByRole("button", { name: "Back", exact: true }).click();
      await expect(main(page).getByRole("heading", { name: "Messages" })).toBeVisible();
      await shot(page, "traveler-list");
    }
    await host.context().close();
  });

  test("photos go through the upload pipeline and open large; a person can report and block, both see it", async ({
    page,
    browser,
  }) => {
    const host = await pageAs(browser, page, DEMO.host);
    const hostProfile = (await (await host.request.get("/api/me/profile")).json()) as MeProfile;
    await newTraveler(page, { first: "Dana", last: "Photos" });
    // ?with= opens (here: starts) the conversation, then the address names it.
    await page.goto(`/chat?with=${hostProfile.user_id}`);
    await expect(page).toHaveURL(/\/chat\?conversation=[^&]+$/);
    const id = new URL(page.url()).searchParams.get("conversation");

    await conversation(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: "kolsai.png", mimeType: "image/png", buffer: await testPng(1200, 800, "#2f7d6d") });
    await expect(conversation(page).getByRole("list", { name: "Photos to send" }).getByRole("img")).toHaveCount(1);
    await composer(page).fill("The lake last summer");
    await conversation(page).getByRole("button", { name: "Send" }).click();
    const photo = thread(page).getByRole("button", { name: "Open photo 1 large" });
    await expect(photo).toBeVisible();
    await expect(thread(page).getByTestId("message-status")).toHaveText(/Delivered$/);
    await photo.click();
    const dialog = page.getByRole("dialog", { name: "Photo" });
    await expect(dialog.getByRole("img")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "photo-large");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await host.goto(`/chat/${id}`);
    await expect(thread(host).getByRole("button", { name: "Open photo 1 large" })).toBeVisible();
    await expect(thread(host).getByText("The lake last summer")).toBeVisible();

    // Report: a reason is required; the report is sent and the dialog closes.
    await conversation(page).getByRole("button", { name: "Conversation options" }).click();
    await conversation(page).getByRole("button", { name: "Report conversation" }).click();
    const report = page.getByRole("dialog", { name: "Report this conversation" });
    await report.getByRole("button", { name: "Send report" }).click();
    await expect(report.getByText("Choose a reason.")).toBeVisible();
    await report.getByLabel("Spam").check();
    await report.getByLabel("Details (optional)").fill("Testing the report form");
    await expectNoSeriousAxeViolations(page);
    await shot(page, "report");
    await report.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Thank you. Our team will review this conversation.")).toBeVisible();
    await expect(report).toBeHidden();

    // Block: the composer gives way to a notice on both sides, live; unblocking brings it back.
    await conversation(page).getByRole("button", { name: "Conversation options" }).click();
    await conversation(page)
      .getByRole("button", { name: /^Block / })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Block" }).click();
    await expect(conversation(page).getByText(/^You blocked .+ to send messages again\.$/)).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    await expect(conversation(host).getByText(/has blocked this conversation/)).toBeVisible();
    await expect(composer(host)).toHaveCount(0);
    await shot(host, "blocked");
    await conversation(page).getByRole("button", { name: "Conversation options" }).click();
    await conversation(page)
      .getByRole("button", { name: /^Unblock / })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Unblock" }).click();
    await expect(composer(page)).toBeVisible();
    await expect(composer(host)).toBeVisible();
    await host.context().close();
  });

  test("a guest's Message Host goes to /auth, and signing in opens the conversation", async ({ page, browser }) => {
    const host = await pageAs(browser, page, DEMO.host);
    const listing = await hostListing(host);
    await host.context().close();
    await page.goto(listing.path);
    await page.getByRole("button", { name: "Message Host" }).first().click();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await expect(page.getByText("Please log in to continue")).toBeVisible();
    await main(page).getByLabel("E-mail address").fill(DEMO.traveler);
    await main(page).getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/chat\?conversation=[^&]+$/);
    await expect(composer(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === listing.path && url.search === "");
  });
});
