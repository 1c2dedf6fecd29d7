/** Listings of the four kinds, spread over the hosts who may offer them; the demo host's tours come first. */
import { titleSlug } from "../../../domain/listing-slug";
import type { HostType, ListingStatus } from "../../../domain/vocabulary";
import type { Scene } from "../content/types";
import { DAY, day, iso, MINUTE, type Seeding } from "./context";
import type { HostInfo } from "./hosts";

const cents = (eur: number) => Math.round(eur) * 100;

export function addListings(s: Seeding, hostInfos: HostInfo[], demoHost: HostInfo, listingCount: number): void {
  const { rng, now, data, placePhotos, uniqueSlug, content } = s;
  const byType = (types: HostType[]) => hostInfos.filter((h) => types.includes(h.type) && h.status !== "rejected");
  const tourHosts = byType(["guide", "tour_operator"]);
  // Group tours come from tour operators and from every third guide.
  const groupHosts = tourHosts.filter((h, i) => h.type === "tour_operator" || i % 3 === 0);
  const carHosts = byType(["driver", "tour_operator"]);
  const driverHosts = byType(["driver"]);

  const statusFor = (h: HostInfo): ListingStatus => {
    if (h.status !== "approved") return "draft";
    const r = rng.next();
    return r < 0.92 ? "published" : r < 0.97 ? "draft" : "archived";
  };
  const photosFor = (country: string, scene: Scene | null, n: number): string[] => {
    const pool = placePhotos.get(country) ?? [];
    const first = pool.filter((p) => p.scene === scene);
    const lead = first.length > 0 ? rng.pick(first) : rng.pick(pool);
    return [
      lead.url,
      ...rng
        .sample(
          pool.filter((p) => p !== lead),
          n - 1,
        )
        .map((p) => p.url),
    ];
  };
  const listingTimes = (h: HostInfo) => {
    const created = now - rng.int(3, 200) * DAY - rng.int(0, 1440) * MINUTE;
    const status = statusFor(h);
    return {
      status,
      created_at: iso(created),
      updated_at: iso(created + rng.int(0, 2) * DAY),
      published_at: status === "draft" ? null : iso(created + rng.int(1, 48) * 60 * MINUTE),
      views_count: status === "published" ? rng.int(12, 2400) : 0,
    };
  };

  // The demo host always has a few published tours so their dashboard and profile are full.
  const demoTours = content("Kazakhstan").tours.slice(0, 4);
  const kinds: ("tour" | "group_tour" | "rental_car" | "driver")[] = [];
  for (let i = 0; i < listingCount; i++) {
    const r = (i * 7919) % 100;
    kinds.push(r < 42 ? "tour" : r < 56 ? "group_tour" : r < 78 ? "rental_car" : "driver");
  }

  kinds.forEach((kind, i) => {
    if (kind === "tour") {
      const demo = demoTours[i];
      const h = demo ? demoHost : rng.pick(tourHosts);
      const idea = demo ?? rng.pick(content(h.country).tours);
      const c = content(h.country);
      const [lo, hi] = c.tourPriceEur;
      const base = rng.int(lo, hi) * (idea.days > 1 ? idea.days * 0.8 : 1);
      const times = listingTimes(h);
      data.tours.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: uniqueSlug(titleSlug(idea.title)),
        title: idea.title,
        description: idea.description,
        images: photosFor(h.country, idea.scene, rng.int(3, 5)),
        topics: idea.topics,
        number_of_days: idea.days,
        countries: [h.country],
        cities: [idea.city],
        itinerary: idea.itinerary,
        price_1_person: cents(base),
        price_2_persons: cents(base * 0.74),
        price_3_persons: cents(base * 0.62),
        price_4_persons: cents(base * 0.55),
        ...(demo ? { ...times, status: "published" as const, published_at: iso(now - (i + 1) * 3 * DAY) } : times),
      });
    } else if (kind === "group_tour") {
      const h = rng.pick(groupHosts.length > 0 ? groupHosts : tourHosts);
      const idea = rng.pick(content(h.country).groupTours);
      const id = rng.uuid();
      const size = idea.maxGroupSize;
      data.group_tours.push({
        id,
        host_id: h.id,
        slug: uniqueSlug(titleSlug(idea.title)),
        title: idea.title,
        description: idea.description,
        images: photosFor(h.country, idea.scene, rng.int(3, 5)),
        topics: idea.topics,
        number_of_days: idea.days,
        countries: idea.countries.length > 0 ? idea.countries : [h.country],
        cities: idea.cities,
        itinerary: [],
        price_per_person: cents(idea.days * rng.int(70, 140)),
        max_group_size: size,
        ...listingTimes(h),
      });
      let start = now + rng.int(5, 40) * DAY;
      const departures = rng.int(2, 7);
      for (let d = 0; d < departures; d++) {
        data.group_tour_departures.push({
          id: rng.uuid(),
          group_tour_id: id,
          start_date: day(start),
          end_date: day(start + (idea.days - 1) * DAY),
          seats_total: size,
          seats_booked: rng.int(0, size),
        });
        start += rng.int(18, 60) * DAY;
      }
    } else if (kind === "rental_car") {
      const h = rng.pick(carHosts);
      const car = rng.pick(content(h.country).cars);
      const withDriver = car.driverIncluded;
      data.rental_cars.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: null,
        title: `${car.model} ${withDriver ? "with driver" : "self-drive"} in ${h.city.label}`,
        description: `${car.model} (${car.carType.toLowerCase()}, ${car.seats} seats, ${car.transmission} transmission) available from ${h.city.label}. ${
          withDriver
            ? `Comes with ${h.first} or a trusted local driver who knows the roads and the fuel stops.`
            : "Insurance, a spare wheel and a phone holder are included; pick-up at your hotel or the airport."
        } Daily price covers unlimited kilometres within ${h.country}.`,
        images: photosFor(h.country, "road", 3),
        topics: [
          car.carType === "4x4" || car.carType === "SUV" ? "Off-road" : "Road trip",
          withDriver ? "With driver" : "Self-drive",
        ],
        city: h.city.label,
        country: h.country,
        price_per_day: cents(car.pricePerDayEur * (0.9 + rng.next() * 0.2)),
        car_type: car.carType,
        make_model: car.model,
        seats: car.seats,
        transmission: car.transmission,
        driver_included: withDriver,
        ...listingTimes(h),
      });
    } else {
      const h = rng.pick(driverHosts.length > 0 ? driverHosts : carHosts);
      const c = content(h.country);
      const route = rng.pick(c.driverRoutes);
      const car = rng.pick(c.cars);
      data.drivers.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: null,
        title: `Private driver: ${route}`,
        description: `${h.first} drives a ${car.model} with room for ${Math.max(2, car.seats - 1)} passengers. Routes include ${route}; flexible stops for photos, lunch and viewpoints, and airport transfers in ${h.city.label}. Fuel and the driver's meals and lodging on overnight trips are included.`,
        images: photosFor(h.country, "road", 3),
        topics: [
          "Private transfer",
          rng.pick(["Mountain roads", "Airport pickup", "Multi-day trip", "Photography stops"]),
        ],
        city: h.city.label,
        country: h.country,
        price_per_day: cents(rng.int(40, 120)),
        vehicle: car.model,
        seats: Math.max(2, car.seats - 1),
        languages: h.languages,
        areas_served: route.split(/\s[–-]\s/),
        ...listingTimes(h),
      });
    }
  });
}
