import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { FIRST_VIEW } from "../../domain/first-view";
import { ChatIcon, ClockIcon, PinIcon, ShieldCheckIcon, StarIcon } from "../../web/src/components/icons";
import { buttonClass } from "../../web/src/components/ui/Button";
import { endDrawnViewOffPath } from "../../web/src/lib/first-view";
import { CHAT, CLOCK, MESSAGE_HOST_CLASS, PIN, SHIELD_CHECK, STAR } from "../../worker/seo/drawn-icons";

/**
 * The worker draws a listing page's heading and a host page's header card with its own copy of the pages' icons
 * (decisions 046, 047), so the drawn view and the page agree to the pixel; a changed icon in the app must change the
 * worker's copy too.
 */
describe("the drawn views' icons", () => {
  it("are the listing page's PinIcon and ClockIcon at 16 px, as React writes them", () => {
    expect(PIN).toBe(renderToStaticMarkup(<PinIcon width={16} height={16} />));
    expect(CLOCK).toBe(renderToStaticMarkup(<ClockIcon width={16} height={16} />));
  });

  it("are the host page's shield, amber star and Message Host icon, as React writes them", () => {
    expect(SHIELD_CHECK).toBe(renderToStaticMarkup(<ShieldCheckIcon width={16} height={16} />));
    expect(STAR).toBe(renderToStaticMarkup(<StarIcon width={16} height={16} className="text-amber-500" />));
    expect(CHAT).toBe(renderToStaticMarkup(<ChatIcon width={18} height={18} />));
  });

  it("draw Message Host with the app's primary button look", () => {
    expect(MESSAGE_HOST_CLASS).toBe(`${buttonClass({ variant: "primary" })} shadow-sm`);
  });
});

describe("the drawn view's end when the app is elsewhere", () => {
  it("stays while the app is on the path the document was loaded at, and ends on any other", () => {
    const view = document.createElement("div");
    view.id = FIRST_VIEW.drawnId;
    document.body.prepend(view);
    const loaded = [{ name: "http://localhost/host/munisa" }] as PerformanceEntryList;
    const spy = vi.spyOn(performance, "getEntriesByType").mockReturnValue(loaded);
    try {
      endDrawnViewOffPath("/host/munisa");
      expect(view.isConnected).toBe(true);
      // History moved to /listings before the app booted: the view is not that page's.
      endDrawnViewOffPath("/listings");
      expect(view.isConnected).toBe(false);
    } finally {
      spy.mockRestore();
      view.remove();
    }
  });
});
