import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { BRAND } from "../../domain/brand";
import { FAQ_ENTRIES } from "../../domain/faq";
import { INFO_PAGE_IDS, INFO_PAGES, type InfoPageId, infoPath } from "../../domain/info-pages";
import { adminPage, expectNoSeriousAxeViolations, latestMail, main, openPage, screenshot } from "./support";

// The information pages, the footer that links them, and the contact form that lands in the support mailbox and the
// admins' inbox (issue 17 item 5).

const SHOTS = ".tmp/info/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** The pages with long tables and forms, checked in a test of their own (each test stays well under 30 s). */
const LEGAL: readonly InfoPageId[] = ["terms", "privacy", "cookies", "contact"];

test.describe("information pages", () => {
  for (const [group, ids] of [
    ["about us", INFO_PAGE_IDS.filter((id) => !LEGAL.includes(id))],
    ["legal", LEGAL],
  ] as const)
    test(`the ${group} pages each show their heading, with no serious accessibility problems`, async ({ page }) => {
      for (const id of ids) {
        await page.goto(infoPath(id));
        await expect(main(page).getByRole("heading", { level: 1, name: INFO_PAGES[id].name })).toBeVisible();
        await expect(page).toHaveTitle(`${INFO_PAGES[id].name} · ${BRAND.name}`);
        await expectNoSeriousAxeViolations(page);
        if (process.env.INFO_SHOTS) await shot(page, id);
      }
    });

  test("the FAQ search filters the questions, and says when nothing matches", async ({ page }) => {
    await page.goto("/faq");
    const questions = main(page).locator("details");
    await expect(questions).toHaveCount(FAQ_ENTRIES.length);
    const search = main(page).getByRole("searchbox", { name: "Search the questions" });
    await search.fill("deposit");
    const matching = FAQ_ENTRIES.filter((e) => `${e.question} ${e.answer.join(" ")}`.toLowerCase().includes("deposit"));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(FAQ_ENTRIES.length);
    await expect(questions).toHaveCount(matching.length);
    await expect(main(page).getByText(`${matching.length} questions match`)).toBeVisible();
    // A question opens and closes like an accordion.
    const first = questions.first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText(matching[0]?.answer[0] ?? "", { exact: true })).toBeVisible();
    await search.fill("snorkelling in greenland");
    await expect(questions).toHaveCount(0);
    await expect(main(page).getByText("No questions match “snorkelling in greenland”.")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Ask the team instead" })).toHaveAttribute("href", "/contact");
    await search.fill("");
    await expect(questions).toHaveCount(FAQ_ENTRIES.length);
  });

  test("every link in the footer leads to a page that exists", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    // The footer is drawn after the first paint.
    await expect(footer.getByRole("link", { name: "Terms" })).toBeAttached();
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
    for (const path of ["/terms", "/privacy", "/cookies", "/contact", "/faq", "/how-it-works", "/our-story"])
      expect(hrefs).toContain(path);
    const statuses: Record<string, number> = {};
    for (const href of hrefs)
      statuses[href] = (await page.request.get(href, { headers: { Accept: "text/html" } })).status();
    expect(statuses).toEqual(Object.fromEntries(hrefs.map((href) => [href, 200])));
    // And in the app: the legal links open their pages.
    await footer.getByRole("link", { name: "Cookies" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: INFO_PAGES.cookies.name })).toBeVisible();
    // Each key by name: a table row on wide screens, a card on phones.
    await expect(main(page).getByText("selectedCurrency", { exact: true }).filter({ visible: true })).toBeVisible();
  });

  test("the press kit's logo files download", async ({ page }) => {
    await page.goto("/press-media");
    for (const name of ["Logo", "Logo, white", "Mark"]) {
      for (const format of ["SVG", "PNG"]) {
        const link = main(page).getByRole("link", { name: `Download ${name} as ${format}` });
        const href = (await link.getAttribute("href")) ?? "";
        const res = await page.request.get(href);
        expect(res.status(), href).toBe(200);
        expect(res.headers()["content-type"], href).toContain(format === "SVG" ? "image/svg+xml" : "image/png");
      }
    }
  });
});

test.describe("contact form", () => {
  test("a visitor's message reaches the support mailbox and the admins' inbox, where it is resolved", async ({
    page,
    browser,
  }) => {
    const marker = `Kolsai-${test.info().project.name}-${Date.now().toString(36)}`;
    await page.goto("/contact");
    await main(page).getByRole("button", { name: "Send message" }).click();
    await expect(main(page).getByRole("alert").first()).toContainText("Please fill in all required fields");
    await expect(main(page).getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");

    await main(page).getByLabel("Your name").fill("Marta Kowalska");
    await main(page).getByLabel("Your e-mail address").fill("marta@example.com");
    await main(page).getByLabel("What is it about?").selectOption({ label: "A booking or payment" });
    await main(page)
      .getByLabel("Your message")
      .fill(`Our driver for the ${marker} lakes trip asked for the balance in cash. Is that allowed?`);
    await main(page).getByRole("button", { name: "Send message" }).click();
    await expect(main(page).getByRole("heading", { name: "Thank you, Marta Kowalska" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const mail = await latestMail(page, BRAND.supportEmail, /^Contact form: A booking or payment \(Marta Kowalska\)$/);
    expect(mail.text).toContain(marker);
    expect(mail.text).toContain("From: Marta Kowalska <marta@example.com>");

    const admin = await adminPage(browser, page);
    await admin.goto("/admin/inbox");
    const card = main(admin).getByRole("article").filter({ hasText: marker });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: "Reply by e-mail to Marta Kowalska" })).toHaveAttribute(
      "href",
      /^mailto:marta%40example\.com\?subject=/,
    );
    await expectNoSeriousAxeViolations(admin);
    if (process.env.INFO_SHOTS) await shot(admin, "admin-inbox");
    await card.getByRole("button", { name: "Resolve the message from Marta Kowalska" }).click();
    await expect(main(admin).getByRole("article").filter({ hasText: marker })).toHaveCount(0);
    await main(admin)
      .getByRole("tab", { name: /Resolved/ })
      .click();
    const resolved = main(admin).getByRole("article").filter({ hasText: marker });
    await expect(resolved).toContainText("Resolved by");
    await admin.context().close();
  });
});
