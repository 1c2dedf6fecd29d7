import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../web/src/components/ErrorBoundary";
import { PageMain } from "../../web/src/components/layout/PageMain";
import { renderRoutes } from "./render";

let broken = false;
let message = "";
function Flaky() {
  if (broken) throw new Error(message);
  return <p>Page content</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("recovers by itself from a child-node removal error after one second", async () => {
    message = "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.";
    broken = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    expect(screen.getByText("Attempting to recover...")).toBeTruthy();
    broken = false; // the transient DOM conflict is gone by the time the boundary retries
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Page content")).toBeTruthy();
  });

  it("stops retrying after two attempts and offers a page refresh", async () => {
    message = "Failed to execute 'removeChild' on 'Node'";
    broken = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Please refresh the page to try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeTruthy();
  });

  it("asks for a refresh straight away for any other error", () => {
    message = "Cannot read properties of undefined";
    broken = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.queryByText("Attempting to recover...")).toBeNull();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeTruthy();
  });

  it("offers the home page as well as a refresh", () => {
    message = "Cannot read properties of undefined";
    broken = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("link", { name: "Go to home page" }).getAttribute("href")).toBe("/");
  });
});

/** A header with a link around the app's page area. */
function Shell() {
  return (
    <>
      <header>
        <Link to="/listings">Listings</Link>
      </header>
      <PageMain />
    </>
  );
}

describe("a page that fails inside the layout", () => {
  const routes = [
    {
      element: <Shell />,
      children: [
        { index: true, element: <p>Home page</p> },
        { path: "broken", element: <Flaky /> },
        { path: "listings", element: <p>Listings page</p> },
      ],
    },
  ];

  it("keeps the header around the failure, and the way home shows the home page", () => {
    message = "Cannot read properties of undefined";
    broken = true;
    const { router } = renderRoutes(routes, "/broken", () => new Response(null, { status: 204 }));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listings" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Go to home page" }));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("Home page")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("shows the next page when the header's links are used", () => {
    message = "Cannot read properties of undefined";
    broken = true;
    renderRoutes(routes, "/broken", () => new Response(null, { status: 204 }));
    fireEvent.click(screen.getByRole("link", { name: "Listings" }));
    expect(screen.getByText("Listings page")).toBeTruthy();
  });
});
