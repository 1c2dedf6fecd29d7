import { mkdir } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  adminPage,
  DEMO,
  expectNoSeriousAxeViolations,
  isPhone,
  main,
  newTraveler,
  openPage,
  pageAs,
  sameSite,
  screenshot,
} from "./support";

// The admin area's conversations (issue 15 item 8): reading a reported conversation and resolving its report, and
// writing to a person as Support over the conversation's room.

const SHOTS = ".tmp/C/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** A unique surname per test and project (the server's database lives for the whole run). */
const surname = () => `Omarova ${Math.random().toString(36).slice(2, 7).replace(/\d/g, "x")}`;

/** Sends a message through the conversation's room from the page (as the chat screen does): its seq. */
function say(page: Page, conversationId: string, body: string) {
  return page.evaluate(
    ([id, text]) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/ws/conversations/${id}`);
        ws.onmessage = (e) => {
          const frame = JSON.parse(String(e.data));
          if (frame.type === "ready")
            ws.send(JSON.stringify({ type: "send", clientId: crypto.randomUUID(), body: text }));
          else if (frame.type === "ack") {
            ws.close(1000);
            resolve(frame.seq);
          } else if (frame.type === "error") reject(new Error(frame.message));
        };
        ws.onclose = (e) => reject(new Error(`closed ${e.code}`));
      }),
    [conversationId, body] as const,
  );
}

/** The demo host's user id (they answer travelers in the reported conversation). */
async function demoHost(browser: Browser, page: Page): Promise<{ page: Page; id: string }> {
  const host = await pageAs(browser, page, DEMO.host);
  const me = await host.request.get("/auth/v1/user");
  expect(me.status()).toBe(200);
  return { page: host, id: ((await me.json()) as { id: string }).id };
}

test.describe("admin conversations", () => {
  test("an admin finds a reported conversation first, reads it and resolves the report", async ({ page, browser }) => {
    const last = surname();
    await newTraveler(page, { first: "Dana", last }, "reporter");
    const host = await demoHost(browser, page);
    const started = await page.request.post("/api/conversations", { ...sameSite(), data: { with: host.id } });
    expect(started.status(), await started.text()).toBe(201);
    const conversationId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
    await openPage(page, "/");
    await say(page, conversationId, "Hello! Is the Kolsai trek still on in May?");
    await openPage(host.page, "/");
    await say(
      host.page,
      conversationId,
      "Yes. Pay me by bank transfer outside the site and I will give you a discount.",
    );
    const reported = await page.request.post(`/api/conversations/${conversationId}/report`, {
      ...sameSite(),
      data: { reason: "off_platform_payment", details: "The host asked me to pay outside the site." },
    });
    expect(reported.status(), await reported.text()).toBe(201);

    const admin = await adminPage(browser, page);
    await admin.goto("/admin/conversations");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();
    await expect(admin.getByRole("contentinfo")).toHaveCount(0);
    // Reported conversations come first: ours was just reported, so it is at the top of the unfiltered list.
    const first = main(admin).getByRole("list", { name: "Conversations" }).getByRole("link").first();
    await expect(first).toContainText(`Dana ${last}`);
    await expect(first).toContainText("1 open report");
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "admin-conversations-list");

    // The search by the traveler's name finds it; opening it shows the people, the report and the messages.
    await main(admin).getByRole("searchbox", { name: "Search by a person's name or e-mail" }).fill(last);
    await main(admin).getByRole("button", { name: "Search" }).click();
    const row = main(admin).getByRole("link", { name: new RegExp(`Dana ${last}`) });
    await expect(row).toHaveCount(1);
    await row.click();
    const detail = main(admin).getByRole("region", { name: new RegExp(`Dana ${last} and`) });
    await expect(detail.getByRole("heading", { level: 3, name: "Reports" })).toBeVisible();
    await expect(detail.getByText("Payment outside the site")).toBeVisible();
    await expect(detail.getByText("The host asked me to pay outside the site.")).toBeVisible();
    const messages = detail.getByRole("list", { name: "Messages" }).getByRole("listitem");
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText("Is the Kolsai trek still on in May?");
    await expect(messages.last()).toContainText("Pay me by bank transfer outside the site");
    await expect(detail.getByRole("textbox")).toHaveCount(0);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "admin-conversation-reported");

    await detail.getByRole("button", { name: "Resolve" }).click();
    await expect(admin.getByText("The report is resolved.")).toBeVisible();
    await expect(detail.getByText("Resolved", { exact: true })).toBeVisible();
    await expect(detail.getByRole("button", { name: "Resolve" })).toHaveCount(0);
    await expect(detail.getByText(/Resolved by/)).toBeVisible();
    if (isPhone()) await main(admin).getByRole("link", { name: "Back to the list" }).click();
    await expect(main(admin).getByRole("link", { name: new RegExp(`Dana ${last}`) })).not.toContainText("open report");
    await shot(admin, "admin-conversation-resolved");
  });

  test("an admin finds a person and writes to them as Support; the message is stored", async ({ page, browser }) => {
    const last = surname();
    await newTraveler(page, { first: "Aigerim", last }, "supported");
    const admin = await adminPage(browser, page);
    await admin.goto("/admin/admin-chat");
    await expect(main(admin).getByRole("heading", { level: 1, name: "Support chat" })).toBeVisible();
    await expect(main(admin).getByRole("heading", { name: "Support conversations" })).toBeVisible();
    await main(admin).getByRole("searchbox", { name: "Find a person by name or e-mail" }).fill(last);
    await main(admin).getByRole("searchbox", { name: "Find a person by name or e-mail" }).press("Enter");
    const found = main(admin).getByRole("list", { name: "People found" }).getByRole("listitem");
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`Aigerim ${last}`);
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "admin-chat-search");
    await found.getByRole("button", { name: `Write to Aigerim ${last}` }).click();

    const thread = main(admin).getByRole("region", { name: `Aigerim ${last}` });
    await expect(thread.getByText(`No messages yet. Write the first one to Aigerim ${last}.`)).toBeVisible();
    const text = "Hello from Untrodden support! Your trip request is now visible to hosts.";
    const box = thread.getByRole("textbox", { name: `Message to Aigerim ${last} as Support` });
    await box.fill(text);
    await box.press("Enter");
    const sent = thread.getByRole("list", { name: `Messages with Aigerim ${last}` }).getByRole("listitem");
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(text);
    await expect(sent).toContainText("You (as Support)");
    await expect(sent).toContainText("UTC");
    await expect(box).toHaveValue("");
    // Sending nothing is refused with a message, and nothing is sent.
    await thread.getByRole("button", { name: "Send" }).click();
    await expect(thread.getByText("Write a message first.")).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await shot(admin, "admin-chat-thread");

    // Stored: the person's own API shows the conversation with Support and the message.
    const list = await page.request.get("/api/conversations");
    const mine = (
      (await list.json()) as {
        conversations: {
          id: string;
          kind: string;
          counterparty: { name: string };
          last_message: { body_preview: string };
        }[];
      }
    ).conversations.find((c) => c.kind === "support");
    expect(mine?.counterparty.name).toBe("Support");
    expect(mine?.last_message.body_preview).toBe(text);

    // The person sees Support in /chat, reads the message and answers; the admin's open thread shows it live.
    await page.goto("/chat");
    const row = main(page).getByRole("link", { name: /^Support/ });
    await expect(row).toContainText(text);
    await row.click();
    const personThread = main(page).getByRole("list", { name: /^Messages with Support/ });
    await expect(personThread.getByText(text)).toBeVisible();
    const answer = "Thank you! I will add my dates.";
    await main(page).getByRole("textbox", { name: "Message" }).fill(answer);
    await main(page).getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(personThread.getByText(answer)).toBeVisible();
    await expect(sent).toHaveCount(2);
    await expect(sent.nth(1)).toContainText(answer);
    await expectNoSeriousAxeViolations(page);
    // The list of support conversations shows it, newest first.
    await admin.reload();
    if (isPhone()) await main(admin).getByRole("link", { name: "Back to the list" }).click();
    await expect(
      main(admin).getByRole("list", { name: "Support conversations" }).getByRole("link").first(),
    ).toContainText(`Aigerim ${last}`);
  });
});
