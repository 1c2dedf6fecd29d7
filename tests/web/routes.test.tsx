import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "../../domain/routes";
import { routes } from "../../web/src/app/routes";

describe("the page route table", () => {
  it("is exactly what the web app registers, so the worker answers 404 only where the app has no page", () => {
    const children = routes[0]?.children ?? [];
    const registered = children.map((r) => (r.index ? "" : r.path)).filter((p) => p !== "*");
    expect(registered.sort()).toEqual(PAGE_ROUTES.map((r) => r.path).sort());
    expect(children.at(-1)?.path).toBe("*");
  });
});
