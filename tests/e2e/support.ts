import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp, { type Create } from "sharp";

/** Shared by the browser tests: demo accounts, axe, the dev mailbox, sign-in. */

/** Seeded by `npm start` and the e2e server (ARCHITECTURE "Bindings"). */
export const DEMO_PASSWORD = "demo-pass-2026";
export const DEMO = {
  admin: "admin@example.com",
  host: "host@example.com",
  traveler: "traveler@example.com",
} as const;

export const isPhone = () => test.info().project.name === "mobile";

/** The main content (the header and the mobile menu have their own buttons and links). */
export const main = (page: Page) => page.getByRole("main");

/** A fresh address per test and project (the server's database lives for the whole run). */
export function newAddress(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** No serious or critical axe violations on the page as it is now (`exclude`: selectors axe cannot enter). */
export async function expectNoSeriousAxeViolations(page: Page, options: { exclude?: string } = {}) {
  let builder = new AxeBuilder({ page });
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest message to `to` whose subject matches, from the dev mailbox's JSON (waits for delivery). */
export async function latestMail(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`, {
        headers: { Accept: "application/json" },
      });
      const mails = (await res.json()) as Mail[];
      found = mails.find((m) => subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

export const linkIn = (mail: Mail) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0] ?? "";
export const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";

/** Signs in on /auth with e-mail and password, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await main(page).getByLabel("E-mail address").fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill(password);
  await main(page).getByRole("button", { name: "Sign in", exact: true }).click();
}

const NEW_ACCOUNT_PASSWORD = "a long walk to Song-Kol";

/**
 * A confirmed account signed in in this page, without a profile yet: signed up through /auth/v1 and confirmed from
 * the mailbox link (opened as a person would). Returns its e-mail address.
 */
export async function confirmedAccount(page: Page, label: string, password = NEW_ACCOUNT_PASSWORD): Promise<string> {
  const email = newAddress(label);
  expect((await page.request.post("/auth/v1/signup", { data: { email, password } })).status()).toBe(200);
  await page.goto(linkIn(await latestMail(page, email, /confirm/i)));
  await expect(main(page).getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
  return email;
}

/** A confirmed, signed-in traveler: signed up through /auth/v1, confirmed from the mailbox link, profile completed. */
export async function newTraveler(page: Page, name: { first: string; last: string }, label = "traveler") {
  const password = NEW_ACCOUNT_PASSWORD;
  const email = await confirmedAccount(page, label, password);
  const patch = await page.request.patch("/api/me/profile", {
    // The session cookie goes along, so the CSRF check wants the site's Origin (a browser sends it itself).
    headers: { Origin: new URL(page.url()).origin },
    data: { user_type: "traveler", first_name: name.first, last_name: name.last, country: "Jordan" },
  });
  expect(patch.status()).toBe(200);
  return { email, password };
}

/** The demo admin, signed in in a browser of their own (same screen size as `page`). */
export async function adminPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(),
    hasTouch: isPhone(),
  });
  const admin = await context.newPage();
  // Admins stay on the page they signed in on (spec §4): the session's answer is the sign that it worked.
  const signedIn = admin.waitForResponse((r) => r.url().includes("/auth/v1/token") && r.status() === 200);
  await signIn(admin, DEMO.admin, DEMO_PASSWORD);
  await signedIn;
  return admin;
}

/** The applicant's card on /admin/hosts (pending is oldest first: pages on until it shows). */
export async function applicantCard(admin: Page, name: string) {
  const card = main(admin).getByRole("article", { name });
  for (let i = 0; i < 10 && !(await card.isVisible()); i++) {
    const more = main(admin).getByRole("button", { name: "Show more applications" });
    if (!(await more.isVisible())) break;
    await more.click();
  }
  await expect(card).toBeVisible();
  return card;
}

/** A real PNG (the server checks the bytes): a flat colour, or noise that does not compress (a big file). */
export function testPng(width: number, height: number, fill: string | "noise"): Promise<Buffer> {
  const create: Create =
    fill === "noise"
      ? { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } }
      : { width, height, channels: 3, background: fill };
  return sharp({ create }).png().toBuffer();
}
