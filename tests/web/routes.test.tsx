import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "../../domain/routes";
import { routes } from "../../web/src/app/routes";
import { Layout } from "../../web/src/components/layout/Layout";
import { ThemeProvider } from "../../web/src/lib/theme";
import { fakeAuth, meProfile, WithAuth } from "./account-fixtures";
import { json, renderRoutes } from "./render";

/** The app's pages in its layout, as a signed-in person without a profile type sees them. */
function renderApp(path: string) {
  const auth = fakeAuth(meProfile({ user_type: null, host: null, profile_slug: null }));
  const root = (
    <ThemeProvider>
      <WithAuth auth={auth}>
        <Layout />
      </WithAuth>
    </ThemeProvider>
  );
  return renderRoutes([{ element: root, children: routes[0]?.children }], path, () => json({ countries: [] }));
}

describe("the page route table", () => {
  it("is exactly what the web app registers, so the worker answers 404 only where the app has no page", () => {
    const children = routes[0]?.children ?? [];
    const registered = children.map((r) => (r.index ? "" : r.path)).filter((p) => p !== "*");
    // Prefix patterns ("register*") have no react-router syntax: the catch-all serves them (next test).
    const exact = PAGE_ROUTES.filter((r) => !r.path.endsWith("*")).map((r) => r.path);
    expect(registered.sort()).toEqual(exact.sort());
    expect(children.at(-1)?.path).toBe("*");
  });

  it.each(
    PAGE_ROUTES.filter((r) => r.path.endsWith("*")).flatMap((r) => {
      const prefix = r.path.slice(0, -1);
      return [`/${prefix}`, `/${prefix}-as-host`, `/${prefix.toUpperCase()}/step/2`];
    }),
  )("opens the registration wizard at %s", async (path) => {
    renderApp(path);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Create your profile" }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("shows the not-found page for any other unknown path", async () => {
    renderApp("/regi");
    expect(await screen.findByRole("heading", { level: 1, name: "This trail doesn't lead anywhere" })).toBeTruthy();
  });
});
