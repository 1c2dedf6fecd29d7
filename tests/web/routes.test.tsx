import { fireEvent, screen } from "@testing-library/react";
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { isAdminPath, PAGE_ROUTES } from "../../domain/routes";
import { routes, routesFor } from "../../web/src/app/routes";
import { ThemeProvider } from "../../web/src/lib/theme";
import { fakeAuth, meProfile, WithAuth } from "./account-fixtures";
import { json, renderRoutes } from "./render";

/** The app's routes for `path` (as the app cuts them) under its shell, as a signed-in person without a profile type sees them. */
function appTable(path: string): RouteObject[] {
  const auth = fakeAuth(meProfile({ user_type: null, host: null, profile_slug: null }));
  const root = (
    <ThemeProvider>
      <WithAuth auth={auth}>
        <Outlet />
      </WithAuth>
    </ThemeProvider>
  );
  return [{ element: root, children: routesFor(path)[0]?.children }];
}

function renderApp(path: string) {
  return renderRoutes(appTable(path), path, () => json({ countries: [] }));
}

/** The same table, cut again as the path changes (as AppRoutes does). */
function CutRoutes() {
  return useRoutes(appTable(useLocation().pathname));
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

/** A path for each route of the table, its parameters filled in (an optional one both ways). */
const samplePaths = PAGE_ROUTES.flatMap(({ path }) => {
  const filled = `/${path
    .replace(/\*$/, "-wizard")
    .replace(/:\w+\?/g, "")
    .replace(/:\w+/g, "x1")}`.replace(/\/$/, "");
  const withOptional = `/${path.replace(/\*$/, "").replace(/:\w+\??/g, "y2")}`;
  return [filled || "/", withOptional];
});

/** What react-router matches for a path: the page's route (by identity), how deep it is and its params. */
function matched(table: RouteObject[], path: string) {
  const found = matchRoutes(table, path);
  return found && { leaf: found.at(-1)?.route, depth: found.length, params: found.at(-1)?.params };
}

describe("the routes cut by a path's first segment", () => {
  const odd = [
    "/",
    "/TOUR/Some-Slug",
    "/tour/",
    "/tour/a/b/c",
    "/tours",
    "/%74our/escaped",
    "/admin",
    "/admin/",
    "/ADMIN/Hosts",
    "/admin/nothing-here",
    "/admin/bookings/7/extra",
    "/blog/showcase",
    "/blog/some-article",
    "/registered",
    "/nowhere/at/all",
    "//double",
    "/manage-listings/new/tour",
    "/manage-listings/tour/3",
  ];

  it.each([...samplePaths, ...odd])("matches %s exactly as the whole table does", (path) => {
    const cut = routesFor(path);
    const whole = matched(routes, path);
    expect(whole?.leaf).toBeTruthy();
    expect(matched(cut, path)).toEqual(whole);
    expect(matched(cut, path)?.leaf).toBe(whole?.leaf);
  });

  it("keeps the site's header (its navigation the same element, not drawn anew) when a link leads to another area's cut", async () => {
    renderRoutes([{ path: "*", element: <CutRoutes /> }], "/faq", (url) =>
      json(url.includes("/api/listings") ? { listings: [], total: 0, page: 1, page_size: 24 } : { countries: [] }),
    );
    const nav = await screen.findByRole("navigation", { name: "Main" });
    fireEvent.click(screen.getAllByRole("link", { name: "Listings" })[0] as HTMLElement);
    expect(await screen.findByText("Browse listings", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBe(nav);
  });

  it("gives a page's path far fewer routes to rank, and the same cut each time", () => {
    const count = (table: RouteObject[]): number =>
      table.reduce((n, r) => n + 1 + (r.children ? count(r.children) : 0), 0);
    expect(count(routesFor("/tour/x"))).toBeLessThan(count(routes) / 5);
    expect(routesFor("/tour/x")).toBe(routesFor("/tour/y"));
    expect(routesFor("/no-such-page")).toBe(routes);
  });
});
