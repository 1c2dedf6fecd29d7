import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../web/src/components/ErrorBoundary";

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
});
