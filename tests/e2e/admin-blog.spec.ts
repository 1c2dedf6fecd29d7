import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import type { AdminArticlesResponse } from "../../domain/api/admin-blog";
import { post, word } from "./bookings-support";
import { DEMO, expectNoSeriousAxeViolations, latestMail, main, newTraveler, screenshot, signInAs } from "./support";

// The admins' blog (issue 17 item 4): moderating the story waiting for review, writing an article with the live
// preview and publishing it, and scheduling one that the housekeeping cron publishes at its time.

const SHOTS = ".tmp/admin-blog/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

const SEEDED = { slug: "almaty-first-timers-guide" };

const BODY = [
  "## Getting to the Big Almaty Lake",
  "",
  "Bus 28 from the corner of Navoi and Al-Farabi runs to the GES-2 stop; from there it is a 16 km walk up the",
  "service road, or a shared taxi for about 5,000 tenge. The lake sits at 2,511 metres, so bring a warm layer.",
  "",
  "## When to go",
  "",
  "June to September, early in the morning before the clouds come down over Sovetov peak.",
].join("\n");

async function articles(page: Page, status: string, q: string) {
  const res = await page.request.get(`/api/admin/blog?status=${status}&q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as AdminArticlesResponse).articles;
}

/** Opens "New article", names it and lands in its editor. */
async function newArticle(page: Page, title: string) {
  await page.goto("/admin/blog?status=draft");
  await main(page).getByRole("button", { name: "New article" }).click();
  const dialog = page.getByRole("dialog", { name: "New article" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\//);
  await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test.describe("the admins' blog", () => {
  test("a story waiting for review is published from the list, and its author gets the link", async ({ page }) => {
    // A story of its own for each run (both screen sizes share one server and may run at once).
    const tag = word();
    const title = `Kolsai lakes by bus ${tag}`;
    const author = await newTraveler(page, { first: "Dana", last: "Serikova" }, "admin-blog-author");
    await post(page, "/api/blog/submissions", {
      title,
      country: "Kazakhstan",
      body: BODY.replaceAll("Big Almaty Lake", "Kolsai lakes"),
      photos: [],
      consent: true,
      website: "",
    });

    await signInAs(page, DEMO.admin);
    await page.goto(`/admin/blog?q=${encodeURIComponent(tag)}`);
    const card = main(page).getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(main(page).getByRole("tab", { name: /Submitted/ })).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousAxeViolations(page);
    await shot(page, "list");
    // The decline dialog asks for a real reason before anything is sent; cancelling leaves the story waiting.
    await card.getByRole("button", { name: /^Decline/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Decline/ });
    await dialog.getByLabel("Reason").fill("Too short");
    await dialog.getByRole("button", { name: "Decline story" }).click();
    await expect(dialog.getByText(/reason: needs at least 10 characters/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await card.getByRole("button", { name: /^Publish/ }).click();
    await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
    await expect(card).toBeHidden();

    const [published] = await articles(page, "published", tag);
    expect(published?.title).toBe(title);
    const mail = await latestMail(page, author.email, /Your story is published/);
    expect(mail.text).toContain(`/blog/${published?.slug}`);
    await page.goto(`/blog/${published?.slug}`);
    await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("an admin writes an article with the live preview, is told a taken address on its field, and publishes it", async ({
    page,
  }) => {
    await signInAs(page, DEMO.admin);
    const title = `Big Almaty Lake at dawn ${word()}`;
    await newArticle(page, title);
    await main(page).getByLabel("Article (Markdown)").fill(BODY);
    const preview = page.getByTestId("article-preview");
    await expect(preview.getByRole("heading", { name: "When to go" })).toBeVisible();
    await expect(main(page).getByText(/min read/)).toBeVisible();
    await main(page).getByLabel("Search and share description").fill("How to reach the Big Almaty Lake by bus.");
    await expect(main(page).getByText("40/160 characters.", { exact: false })).toBeVisible();

    await main(page).getByLabel("Address").fill(SEEDED.slug);
    await main(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(main(page).getByText(`"${SEEDED.slug}" is already the address of another article`)).toBeVisible();
    await main(page).getByRole("button", { name: "Use the title's" }).click();
    await expectNoSeriousAxeViolations(page);
    await shot(page, "editor");

    await main(page).getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("The article is published.")).toBeVisible();
    await expect(main(page).getByText("Published", { exact: true })).toBeVisible();
    const [mine] = await articles(page, "published", title);
    expect(mine?.title).toBe(title);

    // Featured from the list: the mark shows on its card.
    await page.goto(`/admin/blog?status=published&q=${encodeURIComponent(title)}`);
    const card = main(page).getByRole("article", { name: title });
    await card.getByRole("button", { name: /^Feature/ }).click();
    await expect(card.getByText("★ Featured")).toBeVisible();
  });

  test("an article scheduled for later is published by the cron at its time, not before", async ({ page }) => {
    await signInAs(page, DEMO.admin);
    const title = `Charyn canyon in one day ${word()}`;
    await newArticle(page, title);
    await main(page).getByLabel("Article (Markdown)").fill(BODY);
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setSeconds(0, 0);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await main(page).getByLabel("Publish at").fill(local);
    await main(page).getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    const [scheduled] = await articles(page, "scheduled", title);
    expect(scheduled?.scheduled_at).toBe(at.toISOString());
    const id = scheduled?.id ?? "";

    await post(page, "/dev/cron", { at: new Date(at.getTime() - 60_000).toISOString(), articles: [id] });
    expect((await articles(page, "scheduled", title)).map((a) => a.id)).toEqual([id]);
    await post(page, "/dev/cron", { at: new Date(at.getTime() + 60_000).toISOString(), articles: [id] });
    expect((await articles(page, "published", title)).map((a) => a.id)).toEqual([id]);
  });
});
