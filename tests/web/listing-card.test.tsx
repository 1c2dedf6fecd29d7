import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListingCard } from "../../web/src/components/ListingCard";
import { CurrencyPicker } from "../../web/src/components/layout/CurrencyPicker";
import { listingRow } from "./fixtures";
import { renderApp } from "./render";

const tour = listingRow({
  images: ["/media/demo/places/kazakhstan-1.webp"],
  topics: ["Canyons", "Hiking"],
  host_rating: 4.87,
  host_reviews: 31,
  published_at: "2026-11-01T00:00:00.000Z",
});

describe("ListingCard", () => {
  it("shows the type, place, topic, a 'From' price per person and the rounded rating, linking to the detail page", () => {
    renderApp(<ListingCard listing={tour} />);
    expect(screen.getByText("Private Tour")).toBeTruthy();
    expect(screen.getByText("Almaty, Kazakhstan")).toBeTruthy();
    expect(screen.getByText("Canyons")).toBeTruthy();
    expect(screen.queryByText("Hiking")).toBeNull();
    expect(screen.getByTestId("listing-price").textContent).toBe("From €120");
    expect(screen.getByText("/person")).toBeTruthy();
    expect(screen.getByText("4.9")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Charyn Canyon day trip" }).getAttribute("href")).toBe(
      "/tour/charyn-canyon-day-trip",
    );
  });

  it("prices cars per day and converts to the chosen currency", () => {
    const car = { ...tour, type: "car" as const, listing_type: "rental_car" as const, slug: null, price: 6000 };
    renderApp(
      <>
        <CurrencyPicker />
        <ListingCard listing={car} />
      </>,
    );
    expect(screen.getByTestId("listing-price").textContent).toBe("€60");
    expect(screen.getByText("/day")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "GBP" } });
    expect(screen.getByTestId("listing-price").textContent).toBe("£51");
    expect(localStorage.getItem("selectedCurrency")).toBe("GBP");
    expect(screen.getByRole("link").getAttribute("href")).toBe(`/rental-car/${tour.id}/charyn-canyon-day-trip`);
  });

  it("lists at most three upcoming group departures, then '+N more'", () => {
    const group = {
      ...tour,
      listing_type: "group_tour" as const,
      group_start_dates: ["2099-01-05", "2099-02-05", "2099-03-05", "2099-04-05", "2099-05-05", "2000-01-01"],
    };
    renderApp(<ListingCard listing={group} />);
    expect(screen.getByText("Group Tour")).toBeTruthy();
    expect(screen.getByText("+2 more")).toBeTruthy();
    expect(screen.getByText(/Jan 05, 2099 · Feb 05, 2099 · Mar 05, 2099/)).toBeTruthy();
  });
});
