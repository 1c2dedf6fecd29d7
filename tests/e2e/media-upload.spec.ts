import { expect, type Locator, test } from "@playwright/test";
import { DEMO, expectNoSeriousAxeViolations, main, screenshot, signInAs, testPng } from "./support";

/** A flat colour that differs from run to run, so each run's uploads are new files (content-addressed keys). */
const colour = (seed: number) => `rgb(${seed}, 110, 60)`;

const shot = (field: Locator, name: string) =>
  screenshot(field, { path: `.tmp/A/${test.info().project.name}-${name}.png` });

test("photos are resized in the browser, uploaded with progress, reordered from the keyboard and removed from the list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seed = Date.now() % 250;
  await signInAs(page, DEMO.host);
  await page.goto("/manage-listings/new/tour");
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();

  const photos = main(page).getByRole("group", { name: "Photos" });
  const list = photos.getByRole("list", { name: "Photos" });
  const input = photos.getByLabel("Add photos");

  // A 3000 × 2000 photo is scaled in the browser to 2048 px on its longest side before it is sent.
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/media") && r.request().method() === "POST");
  await input.setInputFiles([
    { name: "wide-steppe.png", mimeType: "image/png", buffer: await testPng(3000, 2000, colour(seed)) },
  ]);
  const first = await (await uploaded).json();
  expect(first).toMatchObject({ content_type: "image/png", width: 2048, height: 1365, purpose: "photo" });
  expect(first.url).toMatch(/^\/media\/p\/[0-9a-f]{64}\.png$/);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem").first().getByText("Cover")).toBeVisible();

  // A small one goes as it is; its progress bar is named after the file.
  const second = page.waitForResponse((r) => r.url().endsWith("/api/media") && r.request().method() === "POST");
  await input.setInputFiles([
    { name: "yurt.png", mimeType: "image/png", buffer: await testPng(300, 200, colour(seed + 1)) },
  ]);
  expect(await (await second).json()).toMatchObject({ width: 300, height: 200 });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const items = list.getByRole("listitem");
  await expect(items.nth(1).getByRole("img")).toHaveAttribute("src", /\/media\/p\//);
  // The stored photo is served with its type, nosniff and the sandbox policy.
  const served = await page.request.get(first.url);
  expect(served.status()).toBe(200);
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  await expect(items.nth(0).getByRole("img")).toHaveJSProperty("naturalWidth", 2048);
  await expectNoSeriousAxeViolations(page);
  await photos.scrollIntoViewIfNeeded();
  await shot(photos, "photos");

  // Keyboard: the first photo moves later with Enter; the focus stays with it (now last, so on "Move earlier").
  const firstSrc = await items.nth(0).getByRole("img").getAttribute("src");
  await items.nth(0).getByRole("button", { name: "Move later" }).focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(1).getByRole("img")).toHaveAttribute("src", firstSrc ?? "");
  await expect(items.nth(1).getByRole("button", { name: "Move earlier" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(items.nth(0).getByRole("img")).toHaveAttribute("src", firstSrc ?? "");
  await expect(items.nth(0).getByText("Cover")).toBeVisible();

  // Remove: the photo only leaves the list. Nothing is deleted while the form is unsaved (the server deletes an
  // upload once a saved listing drops it and nothing else uses it, or a day after it was never saved).
  const deletes: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "DELETE") deletes.push(r.url());
  });
  await items.nth(0).getByRole("button", { name: "Remove photo" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0).getByRole("img")).not.toHaveAttribute("src", first.url);
  await expect(photos.getByText(/ 1 of 12\./)).toBeVisible();
  expect((await page.request.get(first.url)).status()).toBe(200);
  expect(deletes).toEqual([]);

  // A file that is not a photo is refused, and the field says so.
  await input.setInputFiles([{ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("<html>hi</html>") }]);
  await expect(photos.getByText("notes.png is not a JPEG, PNG, WebP or AVIF photo.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(photos, "refused");
});
