import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

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
