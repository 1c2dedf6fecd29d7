import { mkdir } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { word } from "./bookings-support";
import {
  DEMO,
  expectNoSeriousAxeViolations,
  isPhone,
  type Mail,
  main,
  screenshot,
  signInAs,
  siteOrigin,
} from "./support";

// Marketing (issue 18 item 7): an admin writes a template, sends it to the travelers interested in a country (the
// seed has exactly one who agreed to marketing e-mail per destination), the report shows it sent, and the
// recipient's unsubscribe link works without signing in. Each screen size uses its own country, so the two can
// run at once; the recipient subscribes again at the end, so the test can run again on the same server.

const SHOTS = ".tmp/marketing/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** A number of a campaign's report, by its label. */
const figure = (card: Locator, label: string) =>
  card
    .locator("dl > div")
    .filter({ has: card.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/** The message of this run (its body carries the run's word), from the dev mailbox. */
async function campaignMail(page: Page, tag: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get("/dev/mailbox", { headers: { Accept: "application/json" } });
      found = ((await res.json()) as Mail[]).find((m) => m.text.includes(tag));
      return Boolean(found);
    })
    .toBe(true);
  // The recipient's own mailbox view has it too.
  const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(found?.to ?? "")}`, {
    headers: { Accept: "application/json" },
  });
  const mine = ((await res.json()) as Mail[]).find((m) => m.text.includes(tag));
  expect(mine).toBeTruthy();
  return mine as Mail;
}

test("an admin sends a campaign to a country's travelers; the report shows it; the unsubscribe link works", async ({
  page,
  browser,
}) => {
  const country = isPhone() ? "Oman" : "Madagascar";
  const tag = word();
  const name = `Spring in ${country} ${tag}`;
  await signInAs(page, DEMO.admin);

  // ── the template, with a variable chip and the live preview ──
  await page.goto("/admin/marketing");
  await expect(main(page).getByRole("heading", { level: 1, name: "Marketing" })).toBeVisible();
  if (!isPhone())
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Marketing" }),
    ).toHaveAttribute("aria-current", "page");
  await expect(main(page).getByRole("heading", { name: "Timkat in Ethiopia" })).toBeVisible();
  await main(page).getByRole("link", { name: "New template" }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/edit\/new$/);
  await main(page).getByLabel("Name").fill(name);
  const subject = main(page).getByLabel("Subject");
  await subject.fill("Spring news for you, ");
  await subject.press("End");
  await main(page).getByRole("button", { name: "{{firstName}} (First name)" }).click();
  await expect(subject).toHaveValue("Spring news for you, {{firstName}}");
  await main(page)
    .getByLabel("Message")
    .fill(
      `Hi {{firstName}},\n\nThe frankincense trail of ${country} opens its spring season (${tag}).\n\n[See the trips](/destinations)`,
    );
  await expect(main(page).getByTestId("preview-subject")).toHaveText("Spring news for you, Amira");
  const preview = page.frameLocator('iframe[title="E-mail preview"]');
  await expect(preview.getByText("Hi Amira,")).toBeVisible();
  await expect(preview.getByRole("link", { name: "Unsubscribe from these e-mails" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { exclude: "iframe" });
  await shot(page, "editor");
  await main(page).getByRole("button", { name: "Save template" }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/edit\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole("heading", { level: 1, name })).toBeVisible();

  // ── the campaign: template, audience, country, live count, confirm ──
  await main(page).getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Marketing" }).click();
  await main(page).getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  await dialog.getByLabel("Template").selectOption({ label: name });
  await dialog.getByRole("radio", { name: /Travelers interested in a country/ }).check();
  await dialog.getByLabel("Country", { exact: true }).selectOption(country);
  await expect(dialog.getByRole("status")).toHaveText("1 person will get it.");
  await expectNoSeriousAxeViolations(page);
  await shot(page, "new-campaign");
  await dialog.getByRole("button", { name: "Review and send" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send this campaign?" });
  await expect(confirm).toContainText(`(${country}): 1 person`);
  await confirm.getByRole("button", { name: "Send now" }).click();

  const card = main(page).getByTestId("campaign").filter({ hasText: name });
  await expect(card.getByTestId("campaign-status")).toHaveText("Sent");
  await expect(card.getByText(`Travelers interested in ${country} · 1 person`)).toBeVisible();
  await expect(figure(card, "Sent")).toHaveText("1");

  // ── the recipient's unsubscribe link, opened without signing in ──
  const mail = await campaignMail(page, tag);
  expect(mail.subject).toMatch(/^Spring news for you, /);
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0] ?? "";
  expect(link.startsWith(`${siteOrigin()}/unsubscribe?token=`)).toBe(true);
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(),
    hasTouch: isPhone(),
  });
  const stranger = await context.newPage();
  await stranger.goto(link);
  await expect(
    main(stranger).getByRole("heading", { level: 1, name: "Unsubscribe from Untrodden's news?" }),
  ).toBeVisible();
  await expect(main(stranger)).toContainText(`${mail.to.slice(0, 2)}***@demo.untrodden.travel`);
  await main(stranger).getByRole("button", { name: "Unsubscribe" }).click();
  await expect(main(stranger).getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  await expect(main(stranger).getByRole("link", { name: "notification settings" })).toBeVisible();
  await expectNoSeriousAxeViolations(stranger);
  await shot(stranger, "unsubscribed");

  // Counted in the report at once, and the country's audience is empty now.
  await page.reload();
  await expect(figure(main(page).getByTestId("campaign").filter({ hasText: name }), "Unsubscribed")).toHaveText("1");
  const count = await page.request.get(`/api/admin/marketing/audience?kind=country&country=${country}`);
  expect(((await count.json()) as { count: number }).count).toBe(0);

  // A forged link is refused with a clear page.
  await stranger.goto(`${link.slice(0, -10)}${link.at(-10) === "A" ? "B" : "A"}${link.slice(-9)}`);
  await expect(main(stranger).getByRole("heading", { level: 1, name: "This link doesn't work" })).toBeVisible();

  // Put things back: the person subscribes again from the same link.
  await stranger.goto(link);
  await main(stranger).getByRole("button", { name: "Subscribe again" }).click();
  await expect(
    main(stranger).getByRole("heading", { level: 1, name: "Unsubscribe from Untrodden's news?" }),
  ).toBeVisible();
  await context.close();
});
