import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "../../domain/routes";
import { pageModules } from "../../scripts/page-chunks";

describe("each page's code, listed by the build for the worker's modulepreload links (decision 044)", () => {
  const file = resolve("web/src/app/routes.tsx");
  const modules = pageModules(readFileSync(file, "utf8"), file);

  it("finds the module of every page of the table but the home page, which is part of the entry", () => {
    const pages = new Set(PAGE_ROUTES.map((r) => r.page));
    pages.delete("home");
    expect([...modules.keys()].sort()).toEqual([...pages].sort());
  });

  it("resolves modules next to the page table, the information pages to their one module", () => {
    expect(modules.get("listing")).toBe(resolve("web/src/pages/listing/ListingPage"));
    expect(modules.get("faq")).toBe(resolve("web/src/pages/info/InfoPages"));
    expect(modules.get("terms")).toBe(modules.get("faq"));
  });
});
