import { type Browser, expect, type Page, request, test } from "@playwright/test";
import { isAdminPath, PAGE_ROUTES } from "../../domain/routes";
import { axeProblems, keyboardProblems, overflowProblems, pageReady } from "./a11y-checks";
import { type Pattern, ROLES, type Role, resolveSamples, type Samples } from "./a11y-samples";
import { HOST_PLACE } from "./bookings-support";
import { DEMO, isPhone, signInAs, siteOrigin } from "./support";

/**
 * Issue 21, item 2: every page of the route table (domain/routes.ts, so a new page is swept without a change here),
 * as a guest, the demo traveler, the demo host and the demo admin, at the two widths of the Playwright projects
 * (390 and 1280 px). On each page, once its own content has drawn: no serious or critical axe violation of WCAG 2.2
 * AA, no sideways scrolling, and the keyboard checks of a11y-checks.ts; then axe again with the system switched to
 * dark mode (the app follows it live). A page a role may not see is checked as what that role is shown instead. Each test sweeps a group of pages for one role in one signed-in browser and reports
 * every problem it finds, page by page.
 */

/**
 * Pages per test: small enough that one test (both themes) stays well inside its 120 s on this busy 2-core machine,
 * big enough to reuse one signed-in browser.
 */
const GROUP_SIZE = 6;
/** Real Tab presses per page (every element in the tab order is also checked for its focus ring by script). */
const TABS = 10;

// The admin area's pages together: a role that may not see them is shown one screen, checked once per group.
const all = [...new Set(PAGE_ROUTES.map((r) => r.path))];
const patterns = [...all.filter((p) => !isAdminPath(p)), ...all.filter(isAdminPath)];
const groups: Pattern[][] = [];
for (let i = 0; i < patterns.length; i += GROUP_SIZE) groups.push(patterns.slice(i, i + GROUP_SIZE));

let samples: Promise<Samples> | undefined;
/** The sample paths, resolved once per worker. */
const sampleFor = () =>
  (samples ??= request
    .newContext({ baseURL: siteOrigin() })
    .then((api) => resolveSamples(api).finally(() => api.dispose())));

type Theme = "light" | "dark";

async function browserAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    viewport: isPhone() ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: isPhone(),
    hasTouch: isPhone(),
    // The app follows the system's theme until someone picks one (spec: "system"): see `showIn`.
    colorScheme: "light",
    ...(role === "host" ? HOST_PLACE : {}),
  });
  const page = await context.newPage();
  if (role !== "guest") await signInAs(page, DEMO[role]);
  return page;
}

/** A path no route matches: the app's not-found screen, drawn between two pages of a group (see `openInApp`). */
const BETWEEN = "/__a11y-sweep-between__";
const BETWEEN_HEADING = "This trail doesn't lead anywhere";

/**
 * Opens `path` as a link in the app does: the router draws it without reloading, so a group's pages share one
 * loaded app (a reload per page was a third of the sweep's time). The not-found screen comes in between, so every
 * page is drawn afresh (a guest sent to the sign-in page again included): its heading is marked, and the page is
 * waited for once that element is gone (a page a role may not see can show the same words in a new heading).
 */
async function openInApp(page: Page, path: string) {
  const navigate = (to: string) =>
    page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, to);
  await navigate(BETWEEN);
  const between = page.getByRole("heading", { level: 1, name: BETWEEN_HEADING });
  await between.evaluate((h) => h.setAttribute("data-sweep-between", ""));
  await navigate(path);
  await expect(page.locator("[data-sweep-between]")).toHaveCount(0);
}

/**
 * Switches the system's theme under the page as it is: the app follows it (web/src/lib/theme.tsx), so the page's
 * colours change without drawing it again; colour transitions are finished, so axe sees the theme's own colours.
 */
async function showIn(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  const html = page.locator("html");
  if (theme === "dark") await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await page.evaluate(() => {
    document.body.getBoundingClientRect();
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  });
}

test.describe.configure({ mode: "parallel" });

test("every route of the table has a sample path for every role", async () => {
  const resolved = await sampleFor();
  const missing = ROLES.flatMap((role) => patterns.filter((p) => !resolved[role][p]).map((p) => `${role}: ${p}`));
  expect(missing, "routes without a sample path (add them in a11y-samples.ts)").toEqual([]);
});

// Dark mode: the colours change, so axe runs again on the same page; layout and keyboard do not depend on the theme.
for (const role of ROLES) {
  for (const [n, group] of groups.entries()) {
    test(`pages ${n * GROUP_SIZE + 1}–${n * GROUP_SIZE + group.length} of the route table pass the accessibility checks for ${role === "admin" ? "an" : "a"} ${role}, in light and dark mode`, async ({
      browser,
    }) => {
      const paths = (await sampleFor())[role];
      test.setTimeout(120_000);
      const page = await browserAs(browser, role);
      let theme: Theme = "light";
      const report: string[] = [];
      const seen = new Set<string>();
      for (const [i, pattern] of group.entries()) {
        const path = paths[pattern];
        if (!path)
          throw new Error(`The sweep has no sample path for the route "${pattern}": add one in a11y-samples.ts`);
        await test.step(path, async () => {
          if (i === 0) await page.goto(path, { waitUntil: "domcontentloaded" });
          else await openInApp(page, path);
          await pageReady(page);
          // The same screen as one already checked (the sign-in page a guest is sent to, the admins-only notice).
          const screen = await page.evaluate(() => `${document.title}|${document.body.textContent}`);
          if (seen.has(screen)) return;
          seen.add(screen);
          // The theme the last page ended in first, then the other: one switch per page.
          const checks = async () =>
            theme === "light"
              ? [
                  ...(await overflowProblems(page)),
                  ...(await keyboardProblems(page, TABS)),
                  ...(await axeProblems(page)),
                ]
              : (await axeProblems(page)).map((p) => `in dark mode, ${p}`);
          const problems = await checks();
          theme = theme === "light" ? "dark" : "light";
          await showIn(page, theme);
          problems.push(...(await checks()));
          const shown = new URL(page.url());
          const where = `${path}${shown.pathname + shown.search !== path ? ` (shown ${shown.pathname}${shown.search})` : ""}`;
          for (const p of problems) report.push(`${where}: ${p}`);
        });
      }
      await page.context().close();
      expect(report, `accessibility problems as a ${role}`).toEqual([]);
    });
  }
}
