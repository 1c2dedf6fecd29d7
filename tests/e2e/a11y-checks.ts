import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/**
 * The accessibility sweep's checks of one page as it is now (tests/e2e/a11y-sweep.spec.ts): axe, sideways
 * scrolling, and the keyboard. Each returns what is wrong as readable lines, so a sweep reports every page's
 * problems in one run.
 */

/** WCAG 2.2 AA: the issue's wcag2a, wcag2aa and wcag22aa, and the 2.1 criteria that 2.2 AA includes. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's source, read once and put into a page the first time it is checked (`seriousViolations`). */
let axeScript: string | undefined;

export interface AxeScope {
  /** A CSS selector: only this part of the page is checked. */
  include?: string;
  /** A CSS selector axe cannot enter (an iframe of another document). */
  exclude?: string;
}

/**
 * Serious and critical axe violations on the page as it is now (`tags`: only those rules), as readable lines. axe
 * runs in the page itself, put there once per document: @axe-core/playwright's AxeBuilder opened a blank page for
 * every check to assemble its results, about 2.5 s a check on this machine (decision 042, point 7). Frames are not
 * entered: the app's only iframes (e-mail and marketing previews) are excluded by their tests.
 */
async function seriousViolations(page: Page, scope: AxeScope, tags?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) {
    axeScript ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    await page.evaluate(axeScript);
  }
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const results = await axe.run(
        { include: include ? [include] : document, exclude: exclude ? [exclude] : [] },
        { iframes: false, resultTypes: ["violations"], ...(tags ? { runOnly: { type: "tag", values: tags } } : {}) },
      );
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { ...scope, tags },
  );
}

/** Serious and critical violations of every axe rule, in `scope` (expectNoSeriousAxeViolations). */
export const seriousAxeViolations = (page: Page, scope: AxeScope = {}) => seriousViolations(page, scope);

/** Serious and critical axe violations of the WCAG 2.2 AA rules, for the sweep's report. */
export async function axeProblems(page: Page): Promise<string[]> {
  return (await seriousViolations(page, {}, WCAG_TAGS)).map((p) => `axe ${p}`);
}

/** The page scrolls sideways: the widest elements that stick out past the viewport. */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : ""}`;
    const wide = Array.from(document.body.querySelectorAll("*"))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      // The outermost ones: a child of an element already listed says nothing new.
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map((el) => `${nameOf(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
    return [`scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px; ${wide.join("; ")}`];
  });
}

/**
 * Keyboard: (1) Tab moves focus onward through the page (up to `tabs` presses), each stop a visible element;
 * (2) every visible control is in the tab order, or in a composite widget (tabs, radio group, menu) whose one
 * member is, and nothing that looks clickable (a pointer cursor) lacks a control to reach it by; (3) every element
 * in the tab order shows a focus indicator (its outline or box shadow, or that of the element or sibling drawing
 * it, differs when it is focused) when focused after a key press.
 */
export async function keyboardProblems(page: Page, tabs: number): Promise<string[]> {
  // Where each Tab lands, recorded in the page (one round trip per key press, none per stop).
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const stops: { el: Element; shown: boolean }[] = [];
    Object.assign(window, { __tabStops: stops });
    document.addEventListener("focusin", (e) => {
      const el = e.target as Element;
      const r = el.getBoundingClientRect();
      // Visually hidden inputs (custom radios, file pickers) draw their state on a label: that must be on screen.
      const shown =
        (el.checkVisibility({ visibilityProperty: true }) && r.width > 0 && r.height > 0) ||
        (el.closest("label")?.getBoundingClientRect().width ?? 0) > 0;
      stops.push({ el, shown });
    });
  });
  for (let i = 0; i < tabs; i++) await page.keyboard.press("Tab");

  return page.evaluate(() => {
    const CONTROL =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [contenteditable="true"], [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="combobox"], [role="slider"], [role="textbox"]';
    const COMPOSITE =
      '[role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"], [role="menubar"], [role="grid"], [role="tree"], [role="toolbar"]';
    const nameOf = (el: Element) => {
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 3).join(".") : "";
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} "${name}"`;
    };
    const visible = (el: Element) => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      if (el.closest("[inert], [aria-hidden='true']")) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const disabled = (el: Element) =>
      (el as HTMLButtonElement).disabled === true || el.getAttribute("aria-disabled") === "true";
    const problems: string[] = [];

    const stops = (window as unknown as { __tabStops: { el: Element; shown: boolean }[] }).__tabStops;
    if (stops.length === 0) problems.push("Tab does not move focus to anything");
    for (const { el, shown } of stops) if (!shown) problems.push(`Tab reached ${nameOf(el)}, which is not visible`);

    const controls = Array.from(document.querySelectorAll<HTMLElement>(CONTROL)).filter(
      (el) => visible(el) && !disabled(el),
    );
    for (const el of controls) {
      if (el.tabIndex >= 0) continue;
      const widget = el.closest(COMPOSITE);
      if (widget && Array.from(widget.querySelectorAll<HTMLElement>(CONTROL)).some((m) => m.tabIndex >= 0)) continue;
      // A combobox's suggestions are chosen with the arrow keys from its text box (aria-activedescendant).
      if (widget?.id && document.querySelector(`[role="combobox"][aria-controls~="${widget.id}"]`)) continue;
      problems.push(`not in the tab order (tabindex ${el.getAttribute("tabindex")}): ${nameOf(el)}`);
    }

    const reachable = (el: Element) =>
      el.closest(`${CONTROL}, label, [tabindex]`) !== null || el.querySelector(`${CONTROL}, [tabindex]`) !== null;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (getComputedStyle(el).cursor !== "pointer") continue;
      const parent = el.parentElement;
      if (parent && getComputedStyle(parent).cursor === "pointer") continue;
      if (!visible(el) || reachable(el)) continue;
      problems.push(`looks clickable but no key reaches it: ${nameOf(el)}`);
    }

    // The focus indicator of each element in the tab order: its ring before and while focused (animations
    // finished), on the element, its four nearest ancestors (a search box's pill) and its siblings (a styled label of a hidden input).
    const ring = (el: Element) => {
      const near: (Element | null)[] = [el, el.previousElementSibling, el.nextElementSibling];
      for (let up = el.parentElement, i = 0; up && i < 4; up = up.parentElement, i++) near.push(up);
      const drawn = (s: CSSStyleDeclaration) =>
        `${s.outlineStyle === "none" || s.outlineWidth === "0px" ? "" : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`}|${s.boxShadow}`;
      // A stretched link draws its ring on its ::after, the overlay that covers the card.
      const own = `${drawn(getComputedStyle(el, "::after"))};${drawn(getComputedStyle(el, "::before"))}`;
      return `${own};${near.map((n) => (n ? drawn(getComputedStyle(n)) : "")).join(";")}`;
    };
    const settle = (el: Element) => {
      for (const n of [el, el.parentElement, el.parentElement?.parentElement]) {
        for (const a of n?.getAnimations() ?? []) {
          try {
            a.finish();
          } catch {
            // An infinite animation (a spinner) cannot finish: it draws no focus ring either.
          }
        }
      }
    };
    const tabbable = Array.from(document.querySelectorAll<HTMLElement>(`${CONTROL}, [tabindex]`)).filter(
      (el) => el.tabIndex >= 0 && visible(el) && !(el as HTMLButtonElement).disabled,
    );
    // Tab moves on: no element comes round again before the walk has been back to its first stop (a trap).
    const order = stops.map((s) => s.el);
    const again = order.findIndex((el, k) => order.indexOf(el) < k);
    if (again > 0 && order.indexOf(order[again] as Element) > 0)
      problems.push(
        `Tab is caught in a loop: ${order
          .slice(0, again + 1)
          .map(nameOf)
          .join(" → ")}`,
      );
    // The element Tab left focused is measured last, once focus has moved off it.
    const start = document.activeElement as HTMLElement | null;
    const measured = start && tabbable.includes(start) ? [...tabbable.filter((el) => el !== start), start] : tabbable;
    for (const el of measured) {
      settle(el);
      const before = ring(el);
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      settle(el);
      const after = ring(el);
      if (before === after) problems.push(`no visible focus indicator: ${nameOf(el)}`);
    }
    return problems;
  });
}

/** Waits for the routed page's own content: its heading, no skeleton or loading list left. */
export async function pageReady(page: Page) {
  // A listing or host page opened from a link shows the worker's drawn copy (inert) until its data is in (decisions
  // 046, 047): its heading is visible, but the page is not there yet.
  await expect(page.locator("#first-view")).toHaveCount(0);
  // A phone's open conversation shows the thread's heading, not the list's h1.
  await expect(page.locator("h1:visible, main h2:visible").first()).toBeVisible();
  // Busy and on screen: a closed dialog's button may wait for what opening it fetches.
  await expect(page.locator("[aria-busy='true']:visible")).toHaveCount(0);
}
