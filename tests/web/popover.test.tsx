import { waitFor } from "@testing-library/react";
import { startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { usePopover } from "../../web/src/components/ui/usePopover";

function Disclosure() {
  const { buttonProps, panelProps } = usePopover();
  const [effects, setEffects] = useState("pending");
  useEffect(() => setEffects("ran"), []);
  return (
    <div data-effects={effects}>
      <button {...buttonProps}>Menu</button>
      <div {...panelProps}>Links</div>
    </div>
  );
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = "";
});

describe("a disclosure's open state", () => {
  it("stays open when tapped before its first render's effects have run, as while the app takes a drawn page over", async () => {
    // React's own scheduling, as in the browser: the first render in a transition, its effects in a later task.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    // The tap lands right after the render is in the document, in the same task, before its effects run.
    const tapped = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const button = host.querySelector("button");
        if (!button) return;
        observer.disconnect();
        expect(host.querySelector("[data-effects]")?.getAttribute("data-effects")).toBe("pending");
        button.click();
        resolve();
      });
      observer.observe(host, { childList: true, subtree: true });
    });
    startTransition(() =>
      root.render(
        <MemoryRouter>
          <Disclosure />
        </MemoryRouter>,
      ),
    );
    await tapped;
    await waitFor(() => expect(host.querySelector("[data-effects]")?.getAttribute("data-effects")).toBe("ran"));
    expect(host.querySelector("button")?.getAttribute("aria-expanded")).toBe("true");
    const panelId = host.querySelector("button")?.getAttribute("aria-controls") ?? "";
    expect(host.querySelector<HTMLElement>(`#${CSS.escape(panelId)}`)?.hidden).toBe(false);
    root.unmount();
  });
});
