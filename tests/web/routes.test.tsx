import { screen } from "@testing-library/react";
import { Outlet, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { isAdminPath, PAGE_ROUTES } from "../../domain/routes";
import { routes } from "../../web/src/app/routes";
import { ThemeProvider } from "../../web/src/lib/theme";
import { fakeAuth, meProfile, WithAuth } from "./account-fixtures";
import { json, renderRoutes } from "./render";

/** The app's routes under its shell, as a signed-in person without a profile type sees them. */
function renderApp(path: string) {
  const auth = fakeAuth(meProfile({ user_type: null, host: null, profile_slug: null }));
  const root = (
    <ThemeProvider>
      <WithAuth auth={auth}>
        <Outlet />
      </WithAuth>
    </ThemeProvider>
  );
  return renderRoutes([{ element: root, children: routes[0]?.children }], path, () => json({ countries: [] }));
}

/** Every path a layout registers ("" for an index route). */
const pathsOf = (layout: RouteObject | undefined) => (layout?.children ?? []).map((r) => (r.index ? "" : r.path));

describe("the router generated from the page route table", () => {
  it("registers every page of the table, the admin ones in the admin layout, each area ending in its catch-all", () => {
    const [site, admin] = routes[0]?.children ?? [];
    // Prefix patterns ("register*") have no react-router syntax: the catch-all serves them (next test).
    const exact = PAGE_ROUTES.filter((r) => !r.path.endsWith("*")).map((r) => r.path);
    expect(pathsOf(site).slice(0, -1)).toEqual(exact.filter((p) => !isAdminPath(p)));
    expect(pathsOf(admin).slice(0, -1)).toEqual(exact.filter(isAdminPath));
    expect(pathsOf(site).at(-1)).toBe("*");
    expect(pathsOf(admin).at(-1)).toBe("admin/*");
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

  it.each(["/admin/nothing-here", "/admin/hosts/extra"])(
    "shows the not-found page at %s, outside the site's header",
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole("heading", { level: 1, name: "This trail doesn't lead anywhere" })).toBeTruthy();
      expect(screen.queryByRole("banner")).toBeNull();
      expect(screen.queryByRole("contentinfo")).toBeNull();
    },
  );
});
