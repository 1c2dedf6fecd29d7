import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { FIRST_VIEW } from "../../domain/first-view";
import {
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  PinIcon,
  SearchIcon,
  ShieldCheckIcon,
  StarIcon,
} from "../../web/src/components/icons";
import { ListingCard } from "../../web/src/components/ListingCard";
import { buttonClass } from "../../web/src/components/ui/Button";
import { CurrencyProvider } from "../../web/src/lib/currency";
import { endDrawnViewOffPath } from "../../web/src/lib/first-view";
import { FIELD_CLASS as APP_FIELD_CLASS } from "../../web/src/pages/listings/PlaceField";
import {
  CALENDAR_SMALL,
  CHAT,
  CLEAR_ALL_CLASS,
  CLOCK,
  CLOCK_SMALL,
  FIELD_CLASS,
  MESSAGE_HOST_CLASS,
  PIN,
  PIN_SMALL,
  SEARCH,
  SEARCH_BUTTON_CLASS,
  SHIELD_CHECK,
  STAR,
  STAR_SMALL,
} from "../../worker/seo/drawn-icons";
import { listingCardMarkup } from "../../worker/seo/results-view";
import { listingRow } from "./fixtures";

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

  it("are the results page's card icons, search icon, buttons and sort field, as the app draws them", () => {
    expect(PIN_SMALL).toBe(renderToStaticMarkup(<PinIcon width={14} height={14} />));
    expect(CLOCK_SMALL).toBe(renderToStaticMarkup(<ClockIcon width={14} height={14} />));
    expect(CALENDAR_SMALL).toBe(renderToStaticMarkup(<CalendarIcon width={14} height={14} />));
    expect(STAR_SMALL).toBe(renderToStaticMarkup(<StarIcon width={12} height={12} className="text-amber-500" />));
    expect(SEARCH).toBe(renderToStaticMarkup(<SearchIcon className="ml-3 shrink-0 text-stone-500" />));
    expect(SEARCH_BUTTON_CLASS).toBe(buttonClass({ size: "sm" }));
    expect(CLEAR_ALL_CLASS).toBe(buttonClass({ variant: "secondary", size: "sm" }));
    expect(FIELD_CLASS).toBe(APP_FIELD_CLASS);
  });
});

/**
 * The results page's drawn cards (decision 048) are ListingCard's markup but for the price, which only the app can
 * draw (the visitor's currency): a change to the card in the app must change the worker's copy.
 */
describe("the drawn results' cards", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const PRICE = /<p class="shrink-0 text-right">.*?<\/p>/;
  const BAR = '<p class="h-6 w-20 shrink-0 rounded animate-shimmer bg-stone-200 dark:bg-stone-800"></p>';

  function appCard(listing: ReturnType<typeof listingRow>, priority: boolean): string {
    vi.setSystemTime(now);
    try {
      return (
        renderToStaticMarkup(
          <MemoryRouter>
            <CurrencyProvider>
              <ListingCard listing={listing} priority={priority} />
            </CurrencyProvider>
          </MemoryRouter>,
        )
          // React's own for the browser: the image preload it hoists (the page's HTML has its own) and attribute
          // names as JSX spells them, which HTML reads without case.
          .replace(/^<link rel="preload"[^>]*>/, "")
          .replace(/ srcSet=/g, " srcset=")
          .replace(/ fetchPriority=/g, " fetchpriority=")
          .replace(/ data-discover="true"/g, "")
          .replace(/\/>/g, ">")
          .replace(PRICE, BAR)
      );
    } finally {
      vi.useRealTimers();
    }
  }

  it("draw a first-row card as the app does: its photo at once and first, the host's rating, the topic and days", () => {
    const tour = listingRow({
      images: ["/media/demo/places/kazakhstan-1.webp"],
      host_photo: "/media/demo/people/host-1.webp",
      topics: ["Canyons", "Hiking"],
      countries: ["Kazakhstan", "Kyrgyzstan", "Uzbekistan"],
      host_rating: 4.87,
      host_reviews: 31,
      duration: 3,
      featured: true,
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    const app = appCard(tour, true);
    expect(app).toContain('fetchpriority="high"');
    expect(listingCardMarkup(tour, true, now)).toBe(app);
  });

  it("draw a later card, a new host's group tour with departures and no photos, as the app does", () => {
    const group = listingRow({
      listing_type: "group_tour",
      images: [],
      host_photo: null,
      host_rating: 0,
      host_reviews: 0,
      location: null,
      title: "Rock & <Roll> group",
      group_start_dates: ["2026-12-05", "2027-01-05", "2027-02-05", "2027-03-05", "2020-01-01"],
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    const app = appCard(group, false);
    expect(app).toContain("New host");
    expect(app).toContain("+1 more");
    expect(listingCardMarkup(group, false, now)).toBe(app);
  });
});

describe("the drawn view's end when the app is elsewhere", () => {
  /** A drawn view in a document loaded at `url`: whether it is still there after the app reports each of `at`. */
  function loadedAt(url: string, at: string[]): boolean[] {
    const view = document.createElement("div");
    view.id = FIRST_VIEW.drawnId;
    document.body.prepend(view);
    const loaded = [{ name: url }] as PerformanceEntryList;
    const spy = vi.spyOn(performance, "getEntriesByType").mockReturnValue(loaded);
    try {
      return at.map((pathAndQuery) => {
        endDrawnViewOffPath(pathAndQuery);
        return view.isConnected;
      });
    } finally {
      spy.mockRestore();
      view.remove();
    }
  }

  it("stays while the app is on the path the document was loaded at, and ends on any other", () => {
    // History moved to /listings before the app booted: the view is not that page's.
    expect(loadedAt("http://localhost/host/munisa", ["/host/munisa", "/listings"])).toEqual([true, false]);
  });

  it("ends when only the query moved: the results were drawn for the loaded search", () => {
    expect(loadedAt("http://localhost/listings?type=tours", ["/listings?type=tours", "/listings?type=cars"])).toEqual([
      true,
      false,
    ]);
  });
});
