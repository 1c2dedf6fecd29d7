import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, isPhone, main, newTraveler, screenshot, testPng } from "./support";

/**
 * The public blog (issue 17): reading, filtering and searching it, an article with its table of contents and its
 * share metadata, the travelers' stories, and a traveler sending a story with a photo.
 */

const SUPRA = "How to survive (and enjoy) a Georgian supra";

test("reading the blog: featured article, a country chip, search, an article with its contents and share metadata", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Notes from the places guidebooks skip" }),
  ).toBeVisible();
  await expect(main(page).getByTestId("featured-article")).toBeVisible();
  await expect(main(page).getByRole("list", { name: "Articles" }).getByTestId("article-card").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, { path: `.tmp/blog/${test.info().project.name}-blog.png` });

  // A country chip keeps the articles about it; "Clear filters" brings the whole blog back.
  await main(page).getByRole("navigation", { name: "Countries" }).getByRole("link", { name: "Nepal" }).click();
  await expect(page).toHaveURL(/\/blog\?country=Nepal$/);
  const cards = main(page).getByRole("list", { name: "Articles" }).getByTestId("article-card");
  await expect(cards.first()).toContainText("Nepal");
  await expect(main(page).getByTestId("featured-article")).toHaveCount(0);
  await main(page).getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // Search.
  await main(page).getByRole("searchbox", { name: "Search the blog" }).fill("supra");
  await main(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/blog\?q=supra$/);
  await expect(cards).toHaveCount(1);
  await cards.getByRole("link", { name: SUPRA }).click();

  // The article: title, author, reading time, a table of contents that jumps to its section.
  await expect(page).toHaveURL(/\/blog\/georgian-supra-survival-guide$/);
  await expect(main(page).getByRole("heading", { level: 1, name: SUPRA })).toBeVisible();
  await expect(
    main(page)
      .getByText(/\d+ min read/)
      .first(),
  ).toBeVisible();
  const toc = main(page).getByRole("navigation", { name: "In this article" });
  await expect(toc).toBeVisible();
  const entries = toc.getByRole("link");
  expect(await entries.count()).toBeGreaterThanOrEqual(3);
  const target = (await entries.nth(1).getAttribute("href")) ?? "";
  await entries.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(main(page).getByTestId("article-body").locator(target)).toBeInViewport();
  await expect(main(page).getByRole("heading", { name: "Read next" })).toBeVisible();
  await expect(page).toHaveTitle(`${SUPRA} · Untrodden`);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, { path: `.tmp/blog/${test.info().project.name}-article.png`, fullPage: true });

  // What a link preview reads in the page's head, as the server sends it for this address.
  await page.reload();
  await expect(main(page).getByRole("heading", { level: 1, name: SUPRA })).toBeVisible();
  const head = page.locator("head");
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", SUPRA);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/og\/blog\/[0-9a-f-]{36}\.png\?v=/,
  );
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    /^\d{4}-\d{2}-\d{2}T/,
  );
  expect(await head.locator('script[type="application/ld+json"]').textContent()).toContain('"@type":"BlogPosting"');
  const image = (await head.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
  const png = await page.request.get(new URL(image).pathname + new URL(image).search);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");

  // The travelers' stories, as a gallery.
  await page.goto("/blog/showcase");
  await expect(main(page).getByRole("heading", { level: 1, name: "Traveler stories" })).toBeVisible();
  await expect(main(page).getByTestId("story-tile").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, { path: `.tmp/blog/${test.info().project.name}-showcase.png` });
});

test("a traveler sends a story with a photo and sees it waiting in Your stories", async ({ page }) => {
  test.setTimeout(60_000);
  // A guest is sent to sign in, with the way back in the address.
  await page.goto("/blog/submit");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fblog%2Fsubmit$/);

  await newTraveler(page, { first: "Ilse", last: "Vermeer" }, "storyteller");
  await page.goto("/blog/submit");
  const form = main(page).getByRole("form", { name: "Share your story" });
  await expect(form).toBeVisible();
  await expect(main(page).getByText("You have not sent a story yet.")).toBeVisible();

  await form.getByRole("button", { name: "Send story" }).click();
  await expect(form.getByText("Please fill in all required fields")).toBeVisible();
  await expect(form.getByLabel("Title")).toBeFocused();
  await form.getByLabel("Title").fill("x");
  await expect(form.getByText("Give your story a title.")).toHaveCount(0);

  const title = `Two nights in Roshorv ${Date.now() % 100000}`;
  await form.getByLabel("Title").fill(title);
  await form.getByRole("combobox", { name: "Country" }).fill("Tajikistan");
  await page.keyboard.press("Escape");
  await form
    .getByLabel("Your story")
    .fill(
      "## The road up the Bartang\n\nThe shared taxi left Rushon at six and stopped in every village to hand over parcels and news. " +
        "It took nine hours to cover a hundred and forty kilometres.\n\n## Staying in Roshorv\n\n" +
        "The family we stayed with fed us shirchoy, apricots and bread from the tandoor, and showed us the path to the lake.\n\n",
    );
  await expect(form.getByTestId("story-preview").getByRole("heading", { name: "Staying in Roshorv" })).toBeVisible();

  await form.getByLabel("Add photos").setInputFiles([
    {
      name: "roshorv.png",
      mimeType: "image/png",
      buffer: await testPng(900, 600, `rgb(${Date.now() % 250}, 90, 70)`),
    },
  ]);
  await form.getByRole("button", { name: "Insert photo 1 into story" }).click();
  await expect(form.getByTestId("story-preview").getByRole("img", { name: "Photo 1" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, { path: `.tmp/blog/${test.info().project.name}-submit.png`, fullPage: !isPhone() });

  await form.getByRole("checkbox", { name: /I wrote this story/ }).check();
  await form.getByRole("button", { name: "Send story" }).click();
  await expect(
    main(page)
      .getByRole("status")
      .filter({ hasText: `“${title}” is waiting for review` }),
  ).toBeVisible();
  const mine = main(page).getByTestId("your-story").filter({ hasText: title });
  await expect(mine).toContainText("Waiting for review");
  await expect(mine).toContainText("Tajikistan");

  // Its author can open it before it is published; a guest gets the not-found page.
  await mine.getByRole("link", { name: title }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole("status").filter({ hasText: "not published" })).toBeVisible();
  const guest = await page.request.get(page.url(), { headers: { Accept: "text/html", Cookie: "" } });
  expect(guest.status()).toBe(404);
});
