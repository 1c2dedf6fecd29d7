import { deflateSync } from "node:zlib";
import { expect, type Locator, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expectNoSeriousAxeViolations, main, signIn } from "./support";

/** A real RGB PNG of width × height (a gradient that depends on `seed`), encoded here. */
function pngImage(width: number, height: number, seed: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([(x >> 4) & 255, (y >> 3) & 255, seed & 255], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const shot = (field: Locator, name: string) =>
  field.screenshot({ path: `.tmp/A/${test.info().project.name}-${name}.png` });

test("photos are resized in the browser, uploaded with progress, reordered from the keyboard and removed from the list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seed = Date.now() % 250;
  await signIn(page, DEMO.host, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/manage-listings/new/tour");
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();

  const photos = main(page).getByRole("group", { name: "Photos" });
  const list = photos.getByRole("list", { name: "Photos" });
  const input = photos.getByLabel("Add photos");

  // A 3000 × 2000 photo is scaled in the browser to 2048 px on its longest side before it is sent.
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/media") && r.request().method() === "POST");
  await input.setInputFiles([{ name: "wide-steppe.png", mimeType: "image/png", buffer: pngImage(3000, 2000, seed) }]);
  const first = await (await uploaded).json();
  expect(first).toMatchObject({ content_type: "image/png", width: 2048, height: 1365, purpose: "photo" });
  expect(first.url).toMatch(/^\/media\/p\/[0-9a-f]{64}\.png$/);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem").first().getByText("Cover")).toBeVisible();

  // A small one goes as it is; its progress bar is named after the file.
  const second = page.waitForResponse((r) => r.url().endsWith("/api/media") && r.request().method() === "POST");
  await input.setInputFiles([{ name: "yurt.png", mimeType: "image/png", buffer: pngImage(300, 200, seed + 1) }]);
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
