import { expect, test } from "@playwright/test";
import { post } from "./bookings-support";
import { adminPage, expectNoSeriousAxeViolations, latestMail, main, newTraveler, testPng } from "./support";

/**
 * A traveler's story from the form to the blog (issue 17): sent with a photo, published by an admin from the
 * moderation list, then read on /blog, /blog/showcase and its own page with its share metadata; another story is
 * declined with a reason that its author reads in "Your stories" and in their e-mail.
 */

const STORY = [
  "## Crossing the Ak-Baital pass",
  "",
  "Our driver stopped at the top, 4,655 metres up, to let the engine cool and to show us the marmots.",
  "The road down to Karakul is gravel and wind; we reached the lake as the light went gold.",
  "",
  "## A night in Karakul",
  "",
  "The homestay had a stove fed with dried dung, four blankets each and a bowl of plov at nine.",
  "In the morning the lake was the colour of a glacier and the only sound was the wind.",
].join("\n");

test("a story sent with a photo is published by an admin and shows on the blog, the showcase and in previews", async ({
  page,
  browser,
}) => {
  test.setTimeout(75_000);
  const n = Date.now() % 1_000_000;
  const title = `Over the Ak-Baital to Karakul ${n}`;
  const declinedTitle = `My favourite hotels in Dushanbe ${n}`;
  const author = await newTraveler(page, { first: "Noor", last: "Haddad" }, "story-journey");

  // The story, through the form, with a photo inserted into its text.
  await page.goto("/blog/submit");
  const form = main(page).getByRole("form", { name: "Share your story" });
  await form.getByLabel("Title").fill(title);
  await form.getByRole("combobox", { name: "Country" }).fill("Tajikistan");
  await page.keyboard.press("Escape");
  await form.getByLabel("Your story").fill(`${STORY}\n\n`);
  await form
    .getByLabel("Add photos")
    .setInputFiles([
      { name: "karakul.png", mimeType: "image/png", buffer: await testPng(900, 600, `rgb(40, ${n % 200}, 160)`) },
    ]);
  await form.getByRole("button", { name: "Insert photo 1 into story" }).click();
  await expect(form.getByTestId("story-preview").getByRole("img", { name: "Photo 1" })).toBeVisible();
  await form.getByRole("checkbox", { name: /I wrote this story/ }).check();
  await form.getByRole("button", { name: "Send story" }).click();
  await expect(main(page).getByTestId("your-story").filter({ hasText: title })).toContainText("Waiting for review");

  // A second story, sent through the API, will be declined.
  await post(page, "/api/blog/submissions", {
    title: declinedTitle,
    country: "Tajikistan",
    body: `${STORY.replaceAll("Karakul", "Dushanbe")}\n\nA list of hotels with their prices and phone numbers.`,
    photos: [],
    consent: true,
    website: "",
  });

  // The admin publishes the first and declines the second from the moderation list.
  const admin = await adminPage(browser, page);
  await admin.goto(`/admin/blog?status=submitted&q=${encodeURIComponent(String(n))}`);
  const card = main(admin).getByRole("article", { name: title });
  await card.getByRole("button", { name: /^Publish/ }).click();
  await expect(admin.getByText(`“${title}” is published.`)).toBeVisible();
  await main(admin)
    .getByRole("article", { name: declinedTitle })
    .getByRole("button", { name: /^Decline/ })
    .click();
  const dialog = admin.getByRole("dialog", { name: /^Decline/ });
  const reason = "A list of hotels is not a travel story; tell us about a day you spent there.";
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Decline story" }).click();
  await expect(main(admin).getByRole("article", { name: declinedTitle })).toBeHidden();
  await admin.context().close();

  // The author hears about both, and sees both states.
  const published = await latestMail(page, author.email, /Your story is published/);
  const slug = /\/blog\/([a-z0-9-]+)/.exec(published.text)?.[1] ?? "";
  expect(slug).toMatch(/^over-the-ak-baital-to-karakul/);
  expect((await latestMail(page, author.email, /Your story for the/)).text).toContain(reason);
  await page.goto("/blog/submit");
  await expect(main(page).getByTestId("your-story").filter({ hasText: title })).toContainText("Published");
  await expect(main(page).getByTestId("your-story").filter({ hasText: declinedTitle })).toContainText(reason);

  // On the blog (newest first), in the showcase and on its own page, with the photo from /media.
  await page.goto("/blog");
  await expect(main(page).getByRole("list", { name: "Articles" }).getByRole("link", { name: title })).toBeVisible();
  await expect(main(page).getByRole("link", { name: declinedTitle })).toHaveCount(0);
  await page.goto("/blog/showcase");
  await expect(main(page).getByTestId("story-tile").first()).toContainText(title);
  await expectNoSeriousAxeViolations(page);
  await main(page).getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Noor H." }).first()).toBeVisible();
  const photo = main(page).getByTestId("article-body").getByRole("img", { name: "Photo 1" });
  await expect(photo).toHaveAttribute("src", /^\/media\/p\/[0-9a-f]{64}\.\w+$/);
  await expect(photo).toHaveJSProperty("complete", true);
  await expectNoSeriousAxeViolations(page);

  // What a link preview reads, as the server sends it to someone who is not signed in.
  const html = await (await page.request.get(`/blog/${slug}`, { headers: { Accept: "text/html", Cookie: "" } })).text();
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
  expect(html).toMatch(/<meta property="og:type" content="article"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/og\/blog\/[0-9a-f-]{36}\.png\?v=/);
  expect(html).toContain('"@type":"BlogPosting"');
  const feed = await (await page.request.get("/blog/feed.xml")).text();
  expect(feed).toContain(`/blog/${slug}</id>`);
});
