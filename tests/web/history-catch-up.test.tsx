import { render, screen } from "@testing-library/react";
import { useRef } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HistoryCatchUp } from "../../web/src/lib/history-catch-up";

/**
 * Goes back once, during the app's first render: after BrowserRouter has read the address, before it listens. That is
 * the gap a Back press (or a script's pushState) falls into while React draws the app in slices.
 */
function MovesHistoryWhileDrawn() {
  const moved = useRef(false);
  if (!moved.current) {
    moved.current = true;
    history.pushState(null, "", "/elsewhere");
    dispatchEvent(new PopStateEvent("popstate"));
  }
  return null;
}

const pages = (
  <Routes>
    <Route path="/" element={<h1>Home</h1>} />
    <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
  </Routes>
);

afterEach(() => history.replaceState(null, "", "/"));

describe("the router and the address at start-up", () => {
  it("shows the page of the address when history moved between the router's first render and its listening", async () => {
    history.replaceState(null, "", "/");
    render(
      <BrowserRouter>
        <HistoryCatchUp />
        <MovesHistoryWhileDrawn />
        {pages}
      </BrowserRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeTruthy();
    expect(location.pathname).toBe("/elsewhere");
  });

  it("leaves a router that agrees with the address where it is", async () => {
    history.replaceState({ usr: null, key: "k", idx: 0 }, "", "/");
    render(
      <BrowserRouter>
        <HistoryCatchUp />
        {pages}
      </BrowserRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(location.pathname).toBe("/");
    expect((history.state as { key?: string }).key).toBe("k");
  });
});
