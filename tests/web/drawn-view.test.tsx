import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClockIcon, PinIcon } from "../../web/src/components/icons";
import { CLOCK, PIN } from "../../worker/seo/listing-icons";

/**
 * The worker draws a listing page's heading with its own copy of the page's icons (decision 046), so the drawn
 * view and the page agree to the pixel; a changed icon in the app must change the worker's copy too.
 */
describe("the drawn listing view's icons", () => {
  it("are the app's PinIcon and ClockIcon at 16 px, as React writes them", () => {
    expect(PIN).toBe(renderToStaticMarkup(<PinIcon width={16} height={16} />));
    expect(CLOCK).toBe(renderToStaticMarkup(<ClockIcon width={16} height={16} />));
  });
});
