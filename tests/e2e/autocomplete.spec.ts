import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, openPage } from "./support";

function heroSearch(page: Page) {
  return page.getByRole("combobox", { name: "Where do you want to go?" });
}

function suggestions(page: Page) {
  return page.getByRole("listbox", { name: "Where do you want to go?: suggestions" });
}

test.describe("place autocomplete on the home page", () => {
  test("a partial city name, ArrowDown and Enter pick a suggestion and search hosts there", async ({ page }) => {
    await openPage(page, "/");
    const search = heroSearch(page);
    await search.click();
    await search.pressSequentially("hyder");
    const options = suggestions(page).getByRole("option");
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toHaveAccessibleName("Hyderabad, Pakistan");
    await expect(options.nth(1)).toHaveAccessibleName("Hyderabad, India");
    await expect(options.nth(1)).toContainText("India");
    await search.press("ArrowDown");
    await search.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Hyderabad, India" })).toHaveAttribute("aria-selected", "true");
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      (await page.getByRole("option", { name: "Hyderabad, India" }).getAttribute("id")) ?? "",
    );
    await search.press("Enter");
    await expect(page).toHaveURL(/\/hosts\?location=Hyderabad$/);
  });

  test("a picked place comes back as recent, next to suggestions, when nothing matches", async ({ page }) => {
    await openPage(page, "/");
    const search = heroSearch(page);
    await search.click();
    await search.pressSequentially("almat");
    await expect(page.getByRole("option", { name: "Almaty, Kazakhstan" })).toBeVisible();
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/hosts\?location=Almaty$/);

    await openPage(page, "/");
    await heroSearch(page).click();
    await heroSearch(page).pressSequentially("qqqqq");
    const recent = page.getByRole("group", { name: "Recent" });
    await expect(recent.getByRole("option")).toHaveCount(1);
    await expect(recent.getByRole("option", { name: "Almaty, Kazakhstan" })).toBeVisible();
    await expect(page.getByRole("group", { name: "No matches — try one of these" }).getByRole("option")).toHaveCount(3);
  });

  test("Escape closes the list and keeps the text; an outside click closes it too", async ({ page }) => {
    await openPage(page, "/");
    const search = heroSearch(page);
    await search.click();
    await search.pressSequentially("kaz");
    await expect(suggestions(page)).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await search.press("Escape");
    await expect(suggestions(page)).toBeHidden();
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await expect(search).toHaveValue("kaz");

    await search.press("ArrowDown");
    await expect(suggestions(page)).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(suggestions(page)).toBeHidden();
  });

  test("the list is at most 15rem tall and scrolls to the active option", async ({ page }) => {
    await openPage(page, "/");
    const search = heroSearch(page);
    await search.click();
    await search.pressSequentially("a");
    const list = suggestions(page);
    await expect(list).toBeVisible();
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("240px");
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    for (let i = 0; i < 8; i++) await search.press("ArrowDown");
    await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await expect(list.getByRole("option").last()).toBeInViewport();
  });

  test("axe finds no serious or critical violations with the list open", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.locator("section[aria-labelledby='newest-listings'] article").first()).toBeVisible();
    const search = heroSearch(page);
    await search.click();
    await search.pressSequentially("ka");
    await search.press("ArrowDown");
    await expect(suggestions(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await search.fill("qqqqq");
    await expect(page.getByRole("group", { name: "No matches — try one of these" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { include: "search" });
  });
});
