import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, expectNoSeriousAxeViolations, isPhone, latestMail, main, screenshot, signInAs } from "./support";

// The admins' e-mail settings (issue 18 item 4): a template's subject edited with a live preview, a test send to the
// admin's own mailbox, the unsaved-changes question, saving, and the reset to the default wording.

const SHOTS = ".tmp/admin-email-settings/shots";
async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** Each screen size edits an e-mail of its own (both may run at once against one server), that no other test reads. */
const TEMPLATES = {
  desktop: { name: "E-mail address change notice", default: "Your {{brand}} e-mail address is being changed" },
  mobile: { name: "Account deleted", default: "Your {{brand}} account has been deleted" },
};

test("an admin edits an e-mail's subject, previews it, sends a test to themselves, saves and resets it", async ({
  page,
}) => {
  const template = isPhone() ? TEMPLATES.mobile : TEMPLATES.desktop;
  const tag = Math.random().toString(36).slice(2, 8);
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/email-settings");
  await expect(main(page).getByRole("heading", { level: 1, name: "E-mails" })).toBeVisible();
  const list = main(page).getByRole("navigation", { name: "E-mails" });
  await expect(list.getByRole("link", { name: /Sign-up confirmation/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await list.getByRole("link", { name: new RegExp(`^${template.name}`) }).click();
  const editor = main(page).getByRole("region", { name: template.name });
  const subject = editor.getByLabel("Subject");
  await expect(subject).toHaveValue(template.default);
  // On a phone the editor takes the screen; its back link returns to the list.
  if (isPhone()) await expect(list).toBeHidden();

  // A new subject with a variable inserted from its chip, shown in the preview with the sample values.
  await subject.fill(`Notice ${tag} from `);
  await editor.getByRole("button", { name: /^Insert \{\{brand\}\}/ }).click();
  await expect(subject).toHaveValue(`Notice ${tag} from {{brand}}`);
  const preview = editor.getByRole("region", { name: "Preview" });
  await expect(preview.getByTestId("preview-subject")).toHaveText(`Notice ${tag} from Untrodden`);
  await expect(preview.frameLocator("iframe").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(editor.getByText("You have unsaved changes.")).toBeVisible();
  await shot(page, "editing");
  // The preview frame holds the e-mail itself (a mail program's document, scripts off): axe stays out of it.
  await expectNoSeriousAxeViolations(page, { exclude: "iframe" });

  // A variable the e-mail does not have: the preview says so and keeps the last good version.
  const body = editor.getByLabel("Body");
  await body.fill(`${await body.inputValue()}\n\nSee you, {{nickname}}`);
  await expect(preview.getByRole("status").first()).toContainText("{{nickname}} is not a variable of this e-mail");
  await body.fill((await body.inputValue()).replace("\n\nSee you, {{nickname}}", ""));

  await editor.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Test e-mail sent to ${DEMO.admin}.` })).toBeVisible();
  const mail = await latestMail(page, DEMO.admin, new RegExp(`^\\[Test\\] Notice ${tag} from Untrodden$`));
  expect(mail.text).toContain("Untrodden");

  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail saved." })).toBeVisible();
  await expect(editor.getByText("You have unsaved changes.")).toBeHidden();
  await expect(editor.getByText(/^Edited/)).toBeVisible();

  // Unsaved words are not lost to a stray click on another e-mail.
  await subject.fill(`Notice ${tag} changed again`);
  if (isPhone()) await editor.getByRole("button", { name: "← All e-mails" }).click();
  else await list.getByRole("link", { name: /^Sign-up confirmation/ }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay on this e-mail" }).click();
  await expect(subject).toHaveValue(`Notice ${tag} changed again`);

  await editor.getByRole("button", { name: "Reset to default" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reset this e-mail to the default?" });
  await confirm.getByRole("button", { name: "Reset to default" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail reset to the default." })).toBeVisible();
  await expect(subject).toHaveValue(template.default);
  await expect(preview.getByTestId("preview-subject")).toHaveText(template.default.replace("{{brand}}", "Untrodden"));
  await expect(editor.getByText("This is the default wording.")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Reset to default" })).toBeDisabled();
  await shot(page, "reset");
});
