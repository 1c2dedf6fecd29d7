import { expect, type Page, test } from "@playwright/test";
import type { BookingResponse } from "../../domain/api/bookings";
import { SETTINGS_UPDATE_FAILED } from "../../domain/notifications";
import { hostWithTour, post } from "./bookings-support";
import { expectNoSeriousAxeViolations, isPhone, main, newTraveler, sameSite } from "./support";

/** The header's bell (a link on phones, a menu button from 768 px): its accessible name carries the count. */
const bell = (page: Page) =>
  page.getByRole("banner").getByRole(isPhone() ? "link" : "button", { name: /^Notifications/ });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe("the notification centre", () => {
  test("a host hears a booking request (bell) and a message (toast) live; the centre marks all read; settings are saved", async ({
    page,
    browser,
  }) => {
    test.setTimeout(45_000);
    const host = await hostWithTour(browser, page);
    // Travelers other tests sign up meanwhile may be news to this host (traveler_signup): off the bell for this test.
    const quiet = await host.page.request.put("/api/notification-settings", {
      ...sameSite(),
      data: { kinds: { traveler_signup: { in_app: false, email: false, push: true } }, marketing: false },
    });
    expect(quiet.ok()).toBe(true);
    // The approval of the host's application was a notice of its own: read before the test starts.
    const read = await host.page.request.post("/api/notifications/read", { ...sameSite(), data: { all: true } });
    expect(read.ok()).toBe(true);
    await host.page.goto("/my-bookings");
    await expect(bell(host.page)).toHaveAccessibleName("Notifications");

    // A traveler asks to book the host's tour: the host's bell goes up without a reload.
    await newTraveler(page, { first: "Dana", last: "Ilyas" });
    const { booking } = (await post(page, "/api/bookings", {
      listing: { type: "tour", id: host.tour.id },
      start_date: inDays(30 + Math.floor(Math.random() * 200)),
      party_size: 2,
    })) as BookingResponse;
    await expect(bell(host.page)).toHaveAccessibleName("Notifications (1 unread)");
    await expect(bell(host.page).getByTestId("notifications-count")).toHaveText("1");

    // The traveler writes to the host: the host, away from /chat, is told live in a toast (a message is a chat
    // unread, not a bell notice, while the host is on the site).
    await page.goto(host.tour.path);
    await page.getByRole("button", { name: "Message Host" }).first().click();
    await expect(page).toHaveURL(/\/chat\?conversation=/);
    const composer = main(page).getByRole("textbox", { name: "Message" });
    await composer.fill("Can we start an hour earlier?");
    await composer.press("Enter");
    await expect(
      host.page.getByRole("status").filter({ hasText: "New message: Can we start an hour earlier?" }),
    ).toBeVisible();

    // The centre: the dropdown from 768 px (its "See all" goes to the page), the page itself on a phone.
    if (isPhone()) {
      await bell(host.page).click();
    } else {
      await bell(host.page).click();
      const panel = host.page.getByTestId("notifications-panel");
      await expect(panel.getByRole("link", { name: /New booking request|booking/i }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(host.page);
      await panel.getByRole("link", { name: "See all notifications" }).click();
    }
    await expect(host.page).toHaveURL(/\/notifications$/);
    const list = main(host.page).getByTestId("notification-list");
    const item = list.getByRole("link").first();
    await expect(item).toHaveAttribute("href", `/my-bookings?booking=${booking.id}`);
    await expect(item).toHaveAttribute("data-read", "false");
    await expect(item).toContainText("Unread");
    await expectNoSeriousAxeViolations(host.page);

    await main(host.page).getByRole("button", { name: "Mark all read" }).click();
    await expect(bell(host.page)).toHaveAccessibleName("Notifications");
    await expect(bell(host.page).getByTestId("notifications-count")).toHaveCount(0);
    await expect(item).toHaveAttribute("data-read", "true");
    // The server agrees: a reload still shows everything read.
    await host.page.reload();
    await expect(main(host.page).getByTestId("notification-list").getByRole("link").first()).toHaveAttribute(
      "data-read",
      "true",
    );
    await expect(bell(host.page)).toHaveAccessibleName("Notifications");

    // Settings: bookings off e-mail, new travelers on e-mail, marketing consent; a reload shows them saved.
    await host.page.goto("/notification-settings");
    const settings = main(host.page);
    await expect(settings.getByRole("heading", { name: "Notification settings", level: 1 })).toBeVisible();
    const bookingEmail = settings.getByRole("checkbox", { name: "Bookings: E-mail" });
    const signupEmail = settings.getByRole("checkbox", { name: "New travelers: E-mail" });
    const marketing = settings.getByRole("checkbox", { name: /Send me e-mails about new destinations/ });
    await expect(bookingEmail).toBeChecked();
    await expect(signupEmail).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(settings.getByTestId("push-panel")).toContainText("Permission");
    await expect(settings.getByRole("button", { name: "Enable push on this browser" })).toBeVisible();
    await expectNoSeriousAxeViolations(host.page);
    // Keyboard: the checkboxes toggle with Space.
    await bookingEmail.focus();
    await host.page.keyboard.press("Space");
    await expect(bookingEmail).not.toBeChecked();
    await signupEmail.check();
    await marketing.check();
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(host.page.getByText("Notification settings saved")).toBeVisible();
    await expect(host.page.getByText(SETTINGS_UPDATE_FAILED)).toHaveCount(0);
    await host.page.reload();
    await expect(bookingEmail).not.toBeChecked();
    await expect(signupEmail).toBeChecked();
    await expect(marketing).toBeChecked();
    await expect(settings.getByRole("checkbox", { name: "Bookings: Push" })).toBeChecked();
    await host.page.context().close();
  });

  test("a traveler sees only everyone's kinds, and an empty centre says what will show there", async ({ page }) => {
    await newTraveler(page, { first: "Aru", last: "Sapar" });
    await page.goto("/notifications");
    await expect(main(page).getByText(/No notifications yet\./)).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Mark all read" })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await page.goto("/notification-settings");
    await expect(main(page).getByRole("checkbox", { name: "Messages: In-app" })).toBeChecked();
    await expect(main(page).getByRole("checkbox", { name: "Stories: Push" })).not.toBeChecked();
    await expect(main(page).getByRole("checkbox", { name: /New travelers/ })).toHaveCount(0);
    await expect(main(page).getByRole("checkbox", { name: /Host application/ })).toHaveCount(0);
  });
});
