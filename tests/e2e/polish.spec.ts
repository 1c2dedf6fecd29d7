import { type Browser, expect, type Page, test } from "@playwright/test";
import type { ListingsResponse } from "../../domain/api/listings";
import type { TravelersResponse } from "../../domain/api/travelers";
import { travelerName } from "../../domain/people";
import {
  DEMO,
  expectNoSeriousAxeViolations,
  isPhone,
  main,
  newTraveler,
  screenshot,
  signInAs,
  siteOrigin,
  testPng,
} from "./support";

/** Small things that looked unfinished (issue 14, item 8), each seen at the width where it showed. */

/** A browser of its own, the same size as `page`, for someone else. */
async function otherPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(),
    hasTouch: isPhone(),
  });
  return context.newPage();
}

const shot = (page: Page, name: string, fullPage = false) =>
  screenshot(page, { path: `.tmp/polish/${name}-${test.info().project.name}.png`, fullPage });

test("Change photo and Remove photo on a profile editor are buttons of one size", async ({ page }) => {
  await newTraveler(page, { first: "Ines", last: "Moreau" }, "photo-buttons");
  await page.goto("/edit-traveler-profile");
  const field = main(page).getByRole("group", { name: "Profile photo" });
  await field
    .getByLabel("Choose photo")
    .setInputFiles([
      { name: "me.png", mimeType: "image/png", buffer: await testPng(400, 400, `rgb(${Date.now() % 250}, 90, 40)`) },
    ]);
  const change = field.getByText("Change photo");
  const remove = field.getByRole("button", { name: "Remove photo" });
  await expect(change).toBeVisible();
  await expect(remove).toBeVisible();
  const size = (el: HTMLElement) => {
    const s = getComputedStyle(el);
    return {
      height: el.getBoundingClientRect().height,
      font: s.fontSize,
      weight: s.fontWeight,
      radius: s.borderRadius,
    };
  };
  expect(await change.evaluate(size)).toEqual(await remove.evaluate(size));
  await field.scrollIntoViewIfNeeded();
  await screenshot(field, { path: `.tmp/polish/photo-buttons-${test.info().project.name}.png` });
});

test("a traveler's page is titled with their name, in the browser tab and in its share metadata", async ({ page }) => {
  const res = await page.request.get("/api/travelers?limit=1");
  const traveler = ((await res.json()) as TravelersResponse).travelers[0];
  if (!traveler) throw new Error("the demo data has no traveler with a public trip request");
  const name = travelerName(traveler.first_name, traveler.last_initial);
  const path = `/traveler/${encodeURIComponent(traveler.profile_slug || traveler.user_id)}`;

  const html = await (await page.request.get(path, { headers: { Accept: "text/html" } })).text();
  expect(html).toContain(`<title>${name} · Traveler · Untrodden</title>`);
  expect(html).toContain(`content="${name} · Traveler"`);

  await page.goto(path);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} · Traveler · Untrodden`);
});

test("the /admin/hosts tabs fit, or scroll with a visible cue and follow the keyboard", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/hosts");
  const tabs = main(page).getByRole("tablist", { name: "Applications by status" });
  const suspended = tabs.getByRole("tab", { name: /Suspended/ });
  await expect(tabs.getByRole("tab", { name: /Pending\s*\d+/ })).toBeVisible();
  const overflows = () => tabs.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  const before = page.getByTestId("tabs-more-start");
  const after = page.getByTestId("tabs-more-end");
  /** Whether the tab is wholly inside the part of the list on screen. */
  const shown = (tab: typeof suspended) =>
    tab.evaluate((el) => {
      const list = el.parentElement?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return Boolean(list) && box.left >= (list?.left ?? 0) - 1 && box.right <= (list?.right ?? 0) + 1;
    });

  if (!isPhone()) {
    expect(await overflows()).toBe(false);
    await expect(after).toHaveCount(0);
    await expect(before).toHaveCount(0);
    expect(await shown(suspended)).toBe(true);
    await shot(page, "admin-tabs");
    return;
  }
  expect(await overflows()).toBe(true);
  await expect(after).toBeVisible();
  await expect(before).toHaveCount(0);
  expect(await shown(suspended)).toBe(false);
  await shot(page, "admin-tabs");

  // The keyboard reaches the last tab, which scrolls into view; the cue moves to the side with more tabs.
  await tabs.getByRole("tab", { selected: true }).focus();
  await page.keyboard.press("End");
  await expect(suspended).toHaveAttribute("aria-selected", "true");
  await expect(suspended).toBeFocused();
  await expect.poll(() => shown(suspended)).toBe(true);
  await expect(before).toBeVisible();
  await expect(after).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await shot(page, "admin-tabs-end");
});

/** Inputs on the page whose placeholder is wider than the room for text in the box (measured in its own font). */
function clippedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d");
    if (!canvas) return ["no canvas"];
    return Array.from(document.querySelectorAll<HTMLInputElement>("input[placeholder]"))
      .filter((input) => input.value === "" && input.getClientRects().length > 0 && input.offsetWidth > 0)
      .filter((input) => getComputedStyle(input).visibility !== "hidden")
      .flatMap((input) => {
        const s = getComputedStyle(input);
        canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const text = canvas.measureText(input.placeholder).width;
        const room = input.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
        return text > room + 0.5
          ? [`${location.pathname}: "${input.placeholder}" needs ${Math.ceil(text)} px, has ${Math.floor(room)} px`]
          : [];
      });
  });
}

test("no placeholder is cut off on the search fields and forms", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const clipped: string[] = [];
  const check = async (p: Page, path: string, ready: string) => {
    await p.goto(path);
    await expect(main(p).getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(main(p).locator(ready).first()).toBeVisible();
    clipped.push(...(await clippedPlaceholders(p)));
  };
  for (const path of ["/", "/hosts", "/listings"]) await check(page, path, "input[placeholder]");

  const traveler = await otherPage(browser, page);
  await newTraveler(traveler, { first: "Owen", last: "Price" }, "placeholders");
  await check(traveler, "/edit-traveler-profile", "input[placeholder]");
  await shot(traveler, "traveler-profile-form", true);
  await check(traveler, "/become-host", "form");
  await traveler.context().close();

  const host = await otherPage(browser, page);
  await signInAs(host, DEMO.host);
  for (const kind of ["tour", "group-tour", "rental-car", "driver"]) {
    await check(host, `/manage-listings/new/${kind}`, "input[placeholder]");
  }
  await shot(host, "driver-editor", true);
  await check(host, "/edit-profile", "input[placeholder]");
  await host.context().close();

  expect(clipped).toEqual([]);
});

test("a detail page keeps the price and Message Host on screen on phones, and in the side card on wide screens", async ({
  page,
}) => {
  const kinds = [
    ["tours", "tour"],
    ["group-tours", "group-tour"],
    ["cars", "rental-car"],
    ["drivers", "driver"],
  ] as const;
  for (const [type, route] of kinds) {
    const res = await page.request.get(`/api/listings?type=${type}&limit=1`);
    const row = ((await res.json()) as ListingsResponse).listings[0];
    if (!row) throw new Error(`the demo data has no ${type}`);
    await page.goto(`/${route}/${row.slug ?? row.id}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    const headline = await page.getByTestId("headline-price").first().textContent();
    const bar = page.getByRole("region", { name: "Price and contact" });
    const priceBox = page.getByRole("region", { name: "Price", exact: true });

    if (!isPhone()) {
      await expect(bar).toBeHidden();
      await expect(priceBox.getByRole("button", { name: "Message Host" })).toBeVisible();
      if (route === "group-tour") await shot(page, "detail-group-tour");
      continue;
    }
    // Without scrolling: the bar is on screen with the page's price and the action, above the bottom navigation.
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByTestId("headline-price")).toHaveText(headline ?? "");
    await expect(bar.getByRole("button", { name: "Message Host" })).toBeInViewport({ ratio: 1 });
    await expect(priceBox.getByRole("button", { name: "Message Host" })).not.toBeInViewport();
    const barBox = await bar.boundingBox();
    const navBox = await page.getByTestId("bottom-nav").boundingBox();
    expect(Math.abs((barBox?.y ?? 0) + (barBox?.height ?? 0) - (navBox?.y ?? 0))).toBeLessThanOrEqual(1);
    if (route === "group-tour") await shot(page, "detail-group-tour");
  }
  await expectNoSeriousAxeViolations(page);
});

test("/profile-under-review offers a traveler who never applied to become a host, not to delete the account", async ({
  page,
}) => {
  await newTraveler(page, { first: "Rosa", last: "Lind" }, "never-applied");
  await page.goto("/profile-under-review");
  await expect(main(page).getByText(/You have not applied to host\./)).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Delete this account" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await shot(page, "never-applied");
  await main(page).getByRole("link", { name: "Become a host" }).click();
  await expect(page).toHaveURL(/\/become-host$/);
});
