import { mkdir, readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  adminPage,
  applicantCard,
  DEMO,
  expectNoSeriousAxeViolations,
  main,
  newTraveler,
  sameSite,
  screenshot,
} from "./support";

const SHOTS = ".tmp/D/shots";

async function shot(page: Page, name: string, fullPage = true) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage });
}

/** A unique surname per test and project (the server's database lives for the whole run). */
const surname = () => `Audit ${Math.random().toString(36).slice(2, 7).replace(/\d/g, "x")}`;

test("an admin's decision shows in the audit log with who, when and where, filtered by action and exported", async ({
  page,
  browser,
}) => {
  // Someone applies to host (through the API: the form has its own test).
  const last = surname();
  const name = `Dana ${last}`;
  await newTraveler(page, { first: "Dana", last }, "audited");
  const applied = await page.request.post("/api/me/host-application", {
    ...sameSite(),
    data: {
      host_type: "guide",
      first_name: "Dana",
      last_name: last,
      city: "Karakol",
      country: "Kyrgyzstan",
      bio: "Guide for the Ala-Kul pass and the Altyn-Arashan hot springs, with horses for the long days.",
      languages: ["English"],
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const hostId = ((await (await page.request.get("/api/me/host-application")).json()) as { id: string }).id;

  // The admin approves it on /admin/hosts.
  const admin = await adminPage(browser, page);
  await admin.goto("/admin/hosts");
  const card = await applicantCard(admin, name);
  await card.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(admin.getByText(`${name} is approved and now shows as Verified.`)).toBeVisible();
  const userAgent = await admin.evaluate(() => navigator.userAgent);

  // The audit log, filtered by the action.
  await admin.goto("/admin/audit");
  await expect(main(admin).getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(admin.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Audit log");
  await main(admin).getByLabel("Action").selectOption({ label: "Host approved" });
  await expect(admin).toHaveURL(/action=host_approved/);
  const table = main(admin).getByRole("table", { name: "Audit log" });
  const row = table.getByRole("row").filter({ hasText: hostId });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Host approved");
  await expect(row).toContainText(DEMO.admin);
  await expect(row).toContainText(userAgent);
  // When: a readable moment, its exact time in the markup.
  const at = await row.locator("time").getAttribute("datetime");
  expect(Date.now() - Date.parse(at ?? "")).toBeLessThan(5 * 60_000);
  // Where: the client's address as the server saw it.
  const ip =
    (
      await row
        .getByText(/^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f:]+$/)
        .first()
        .textContent()
    )?.trim() ?? "";
  expect(ip).not.toBe("");
  // Every other row is a host approval too.
  for (const cell of await table.getByRole("rowheader").all()) await expect(cell).toHaveText("Host approved");
  await expectNoSeriousAxeViolations(admin);
  await shot(admin, "admin-audit");

  // The entity's own trail is one link away.
  await row.getByRole("link", { name: "All entries about this host" }).click();
  await expect(admin).toHaveURL(new RegExp(`entity_type=host&entity_id=${hostId}`));
  await expect(main(admin).getByLabel("Action")).toHaveValue("");
  // The application's one audited event so far: its approval.
  await expect(table.getByRole("rowheader")).toHaveText(["Host approved"]);
  await expect(table.getByRole("row").filter({ hasText: hostId })).toHaveCount(1);

  // The CSV of the filter: the same entry, with who, when and where.
  await admin.goto("/admin/audit?action=host_approved");
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    main(admin).getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe(
    '"When","Who","E-mail","Person id","Action","Entity type","Entity id","Details","IP address","User agent"',
  );
  const line = lines.find((l) => l.includes(hostId)) ?? "";
  expect(line).toContain(`"${at}"`);
  expect(line).toContain(`"${DEMO.admin}"`);
  expect(line).toContain(`"host_approved","host","${hostId}"`);
  expect(line).toContain(`"${ip}","${userAgent.replaceAll('"', '""')}"`);
  expect(lines.slice(1).every((l) => l.includes('"host_approved","host"'))).toBe(true);
  await admin.context().close();
});
