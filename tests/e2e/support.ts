import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import sharp, { type Create } from "sharp";
import { APP_START } from "../../domain/app-start";
import type { UserType } from "../../domain/vocabulary";
import { SESSION_HINT_KEY } from "../../web/src/auth/session";
import { type AxeScope, seriousAxeViolations } from "./a11y-checks";

/** Shared by the browser tests: demo accounts, axe, the dev mailbox, sign-in. */

/** Seeded by `npm start` and the e2e server (ARCHITECTURE "Bindings"). */
export const DEMO_PASSWORD = "demo-pass-2026";
export const DEMO = {
  admin: "admin@example.com",
  host: "host@example.com",
  traveler: "traveler@example.com",
} as const;

export const isPhone = () => test.info().project.name === "mobile";

/**
 * A screenshot for a person to look at, written only when E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npx playwright
 * test …`): no test asserts on one, and full-page captures cost a CI run minutes on this 2-core machine.
 */
export async function screenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  if (process.env.E2E_SCREENSHOTS) await target.screenshot(options);
}

/**
 * Opens a page and waits until its app has taken the page over: React has the page (a tap from then on is the app's,
 * replayed once its part is hydrated). A page whose first screen is in its HTML (`/` above all, whose screen is the
 * app's own) starts the app only after that screen's largest paint (decision 054), and a click before then is the
 * browser's alone. The app removes the start template when it hands the page to React; a page without one passes at
 * once, its app having run before the page loaded.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await appStarted(page);
}

/** Waits for the app to have started on the page as it is now (after a reload, say): see openPage. */
export async function appStarted(page: Page) {
  await expect(page.locator(`#${APP_START.templateId}`)).toHaveCount(0);
}

/** The main content (the header and the mobile menu have their own buttons and links). */
export const main = (page: Page) => page.getByRole("main");

/** A fresh address per test and project (the server's database lives for the whole run). */
export function newAddress(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** No serious or critical axe violations on the page as it is now (`exclude`: selectors axe cannot enter). */
export async function expectNoSeriousAxeViolations(page: Page, scope: AxeScope = {}) {
  expect(await seriousAxeViolations(page, scope)).toEqual([]);
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

/**
 * Signs in on /auth with e-mail and password, as a person would. Only the tests of the sign-in screens use this;
 * every other test starts signed in through `signInAs` or `newAccount`.
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await main(page).getByLabel("E-mail address").fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill(password);
  await main(page).getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The site's origin (the CSRF check wants it on cookie-session writes; a browser sends it itself). */
export function siteOrigin(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("playwright.config.ts sets use.baseURL");
  return new URL(base).origin;
}

/** Request options that carry the site's Origin, for writes with the page's session cookie. */
export const sameSite = () => ({ headers: { Origin: siteOrigin() } });

/**
 * Signs the page's browser in without the sign-in screen: the password grant with the cookie transport, as the
 * web app's own client asks for it, so the session cookies land in the browser context. The next page load is
 * signed in.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post("/auth/v1/token?grant_type=password", {
    headers: { "X-Session-Transport": "cookie", Origin: siteOrigin() },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
  // The app asks the server about a session only when this browser's hint says it has one (web/src/auth/session.ts):
  // set it once, before the next page's scripts run, as the app's own sign-in would have.
  const { expires_at: expiresAt } = (await res.json()) as { expires_at: number };
  await page.context().addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem("e2e:session-hint")) return;
      sessionStorage.setItem("e2e:session-hint", "set");
      localStorage.setItem(key, value);
    },
    [SESSION_HINT_KEY, String(expiresAt)] as const,
  );
}

const NEW_ACCOUNT_PASSWORD = "a long walk to Song-Kol";

/** The demo admin's access token (Bearer), one per test worker: it creates the tests' accounts. */
let adminToken: Promise<string> | undefined;
function adminBearer(request: APIRequestContext): Promise<string> {
  adminToken ??= (async () => {
    const res = await request.post("/auth/v1/token?grant_type=password", {
      data: { email: DEMO.admin, password: DEMO_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  })();
  return adminToken;
}

export interface NewAccount {
  email: string;
  password: string;
}

/**
 * A new account with a confirmed e-mail address, signed in in this page's browser, without a profile unless
 * `profile` is given (then saved through PATCH /api/me/profile). Made through the auth service's admin API, so no
 * mail round trip; the sign-up and confirmation screens have their own tests.
 */
export async function newAccount(
  page: Page,
  label: string,
  profile?: { user_type: UserType; first_name: string; last_name: string; country: string },
): Promise<NewAccount> {
  const email = newAddress(label);
  const password = NEW_ACCOUNT_PASSWORD;
  const created = await page.request.post("/auth/v1/admin/users", {
    headers: { Authorization: `Bearer ${await adminBearer(page.request)}` },
    data: { email, password, email_confirm: true },
  });
  expect(created.status(), await created.text()).toBe(200);
  await signInAs(page, email, password);
  if (profile) {
    const patch = await page.request.patch("/api/me/profile", { ...sameSite(), data: profile });
    expect(patch.status(), await patch.text()).toBe(200);
  }
  return { email, password };
}

/** A new signed-in traveler (profile saved through the API; the profile screens have their own tests). */
export function newTraveler(page: Page, name: { first: string; last: string }, label = "traveler") {
  return newAccount(page, label, {
    user_type: "traveler",
    first_name: name.first,
    last_name: name.last,
    country: "Jordan",
  });
}

/** A person signed in in a browser of their own (same screen size as `page`). */
export async function pageAs(browser: Browser, page: Page, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(),
    hasTouch: isPhone(),
  });
  const other = await context.newPage();
  await signInAs(other, email, password);
  return other;
}

/** The demo admin, signed in in a browser of their own (same screen size as `page`). */
export const adminPage = (browser: Browser, page: Page) => pageAs(browser, page, DEMO.admin);

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

/**
 * The console's audit log as an admin reads it at /admin/audit with `filter` (entity_type + entity_id, action, …),
 * newest first: each row's action as shown ("User suspend", "Listing unpublished by admin").
 */
export async function auditTrail(admin: Page, filter: Record<string, string>): Promise<string[]> {
  await admin.goto(`/admin/audit?${new URLSearchParams(filter)}`);
  const table = main(admin).getByRole("table", { name: "Audit log" });
  await expect(table).toBeVisible();
  return (await table.getByRole("rowheader").allTextContents()).map((t) => t.trim());
}
