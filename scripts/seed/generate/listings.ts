/**
 * Listings of the four kinds, spread over the hosts who may offer them; the demo host's tours come first. Every
 * listing has its own title, as on a real marketplace: a country's tour ideas are dealt out like cards, each to one
 * host, a rental car is one host's model in one city, and a driver offers each of their routes once. Only a catalogue
 * larger than the content (the benchmarks' hundred thousand listings) repeats titles.
 */
import { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from "../../../domain/bookings/cancellation";
import { DEPOSIT_PERCENT } from "../../../domain/bookings/pricing";
import { REGIONS } from "../../../domain/geo";
import { titleSlug } from "../../../domain/listing-slug";
import type { HostType, ListingStatus } from "../../../domain/vocabulary";
import { COUNTRY_CONTENT } from "../content/countries";
import type { CarIdea, GroupTourIdea, Scene, TourIdea } from "../content/types";
import { DAY, day, iso, MINUTE, type Seeding } from "./context";
import type { HostInfo } from "./hosts";

const cents = (eur: number) => Math.round(eur) * 100;

/**
 * Places the home page suggests searching for and the search tests look up: each gets a published tour that names
 * it (when a host of its country can offer one), whatever the random draws.
 */
/**
 * Places a search must find in the demo: Tbilisi, and every region the place suggestions offer (domain/geo.ts
 * REGIONS), so no suggestion leads to "No hosts found". Each gets a published tour that names it.
 */
export const PLACES_TO_FIND: readonly string[] = [
  ...new Set(["Pamir", "Wakhan", "Tbilisi", "Kök-Töbe", "Caucasus", ...REGIONS.map((r) => r.label)]),
];

export function addListings(s: Seeding, hostInfos: HostInfo[], demoHost: HostInfo, listingCount: number): void {
  const { rng, now, data, placePhotos, uniqueSlug, content } = s;
  const byType = (types: HostType[]) => hostInfos.filter((h) => types.includes(h.type) && h.status !== "rejected");
  const tourHosts = byType(["guide", "tour_operator"]);
  // Group tours come from tour operators and from every third guide.
  const groupHosts = tourHosts.filter((h, i) => h.type === "tour_operator" || i % 3 === 0);
  const carHosts = byType(["driver", "tour_operator"]);
  const driverHosts = byType(["driver"]);

  // An approved host's listings are published, but for one in twelve kept as a draft and one in twenty-four archived:
  // on a count rather than a draw, so even a small catalogue (the tests' sixty listings) has each status.
  let approvedListings = 0;
  const statusFor = (h: HostInfo): ListingStatus => {
    if (h.status !== "approved") return "draft";
    approvedListings += 1;
    return approvedListings % 12 === 7 ? "draft" : approvedListings % 24 === 11 ? "archived" : "published";
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

  // Each listing's booking terms, dealt in turn rather than drawn (so the random stream, and with it the rest of the
  // demo, stays as it was): most hosts keep the defaults, some ask more or less up front or cancel differently.
  const DEPOSITS = [20, 20, 30, 15, 20, 25, 10, 50, 20, 40] as const;
  const POLICIES: readonly CancellationPolicy[] = [
    "moderate",
    "flexible",
    "strict",
    "moderate",
    "flexible",
    "moderate",
    "strict",
  ];
  let dealt = 0;
  const bookingTerms = () => {
    dealt += 1;
    return {
      deposit_percent: DEPOSITS[dealt % DEPOSITS.length] ?? DEPOSIT_PERCENT.default,
      cancellation_policy: POLICIES[dealt % POLICIES.length] ?? DEFAULT_CANCELLATION_POLICY,
    };
  };

  // ── titles: each used once ──
  const usedTitles = new Set<string>();
  const unused = <T extends { title: string }>(items: readonly T[]) => items.filter((i) => !usedTitles.has(i.title));
  /** A random host of the list for whom `left` is not empty; hosts with nothing left drop out of the list for good. */
  const drawHost = <T>(hosts: HostInfo[], left: (h: HostInfo) => T[]): { h: HostInfo; left: T[] } | null => {
    while (hosts.length > 0) {
      const i = Math.floor(rng.next() * hosts.length);
      const h = hosts[i] as HostInfo;
      const items = left(h);
      if (items.length > 0) return { h, left: items };
      hosts[i] = hosts.at(-1) as HostInfo;
      hosts.pop();
    }
    return null;
  };
  // Each country's tour and group-tour ideas, shuffled once: hosts of a country take them in this order.
  const tourDecks = new Map<string, TourIdea[]>();
  const groupDecks = new Map<string, GroupTourIdea[]>();
  for (const c of COUNTRY_CONTENT) {
    tourDecks.set(c.country, rng.sample(c.tours, c.tours.length));
    groupDecks.set(c.country, rng.sample(c.groupTours, c.groupTours.length));
  }
  const toursLeft = (h: HostInfo) => unused(tourDecks.get(h.country) ?? []);
  const groupsLeft = (h: HostInfo) => unused(groupDecks.get(h.country) ?? []);
  const tourCandidates = [...tourHosts];
  const groupCandidates = [...groupHosts];
  const groupFallbackCandidates = [...tourHosts];
  const carCandidates = [...carHosts];
  const driverCandidates = [...driverHosts];
  const driverFallbackCandidates = [...carHosts];

  const mentions = (idea: TourIdea, place: string) =>
    [idea.title, idea.description, ...idea.itinerary].some((t) => t.toLowerCase().includes(place.toLowerCase()));
  /** The tours placed before the random ones: the demo host's four, then one for each place search must find. */
  const pinned: { h: HostInfo; idea: TourIdea }[] = content("Kazakhstan")
    .tours.slice(0, 4)
    .map((idea) => ({ h: demoHost, idea }));
  for (const place of PLACES_TO_FIND) {
    const home = REGIONS.find((r) => r.label === place)?.country;
    if (pinned.some((p) => mentions(p.idea, place) && (!home || p.h.country === home))) continue;
    // A region's own country first (the Caucasus of the suggestions is Georgia's), then any that names it.
    const countries = [...COUNTRY_CONTENT].sort((a, b) => Number(b.country === home) - Number(a.country === home));
    for (const c of countries) {
      const hosts = tourHosts.filter((h) => h.country === c.country && h.status === "approved");
      const ideas = c.tours.filter((t) => !pinned.some((p) => p.idea === t));
      const idea =
        ideas.find((t) => t.title.toLowerCase().includes(place.toLowerCase())) ?? ideas.find((t) => mentions(t, place));
      if (hosts.length === 0 || !idea) continue;
      pinned.push({ h: rng.pick(hosts), idea });
      break;
    }
  }
  let pinnedMade = 0;
  const nextTour = (): { h: HostInfo; idea: TourIdea; pin: boolean } => {
    const pin = pinned[pinnedMade];
    if (pin) {
      pinnedMade += 1;
      return { ...pin, pin: true };
    }
    const drawn = drawHost(tourCandidates, toursLeft);
    if (!drawn) {
      const h = rng.pick(tourHosts);
      return { h, idea: rng.pick(content(h.country).tours), pin: false };
    }
    // A guide shows their own city first; an operator takes the next idea of the country.
    const { h, left } = drawn;
    const idea = (h.type === "guide" ? left.find((i) => i.city === h.city.label) : undefined) ?? (left[0] as TourIdea);
    return { h, idea, pin: false };
  };

  const carTitle = (h: HostInfo, car: CarIdea) =>
    `${car.model} ${car.driverIncluded ? "with driver" : "self-drive"} in ${h.city.label}`;
  const carsLeft = (h: HostInfo) => content(h.country).cars.filter((car) => !usedTitles.has(carTitle(h, car)));
  const routesOf = new Map<string, Set<string>>();
  const routesLeft = (h: HostInfo) => content(h.country).driverRoutes.filter((r) => !routesOf.get(h.id)?.has(r));
  // A driver has one vehicle for all their routes: a 4x4 or SUV when the country has one (our roads), else a van.
  const vehicles = new Map<string, CarIdea>();
  const vehicleOf = (h: HostInfo): CarIdea => {
    const known = vehicles.get(h.id);
    if (known) return known;
    const cars = content(h.country).cars;
    const offRoad = cars.filter((car) => car.carType === "4x4" || car.carType === "SUV");
    const vans = cars.filter((car) => car.carType === "Minivan");
    const car = rng.pick(offRoad.length > 0 ? offRoad : vans.length > 0 ? vans : cars);
    vehicles.set(h.id, car);
    return car;
  };
  const driverTitle = (h: HostInfo, route: string, vehicle: string) => {
    const titles = [
      `Private driver: ${route}`,
      `${vehicle} with driver: ${route}`,
      `${h.first}'s ${vehicle}: ${route}`,
    ];
    return titles.find((t) => !usedTitles.has(t)) ?? (titles[2] as string);
  };

  const kinds: ("tour" | "group_tour" | "rental_car" | "driver")[] = [];
  for (let i = 0; i < listingCount; i++) {
    const r = (i * 7919) % 100;
    kinds.push(r < 42 ? "tour" : r < 56 ? "group_tour" : r < 78 ? "rental_car" : "driver");
  }

  // A small catalogue (the tests' fixtures) keeps most of its tours random: pins take at most a quarter of them
  // beyond the demo host's four, the hero's places first.
  const tourCount = kinds.filter((k) => k === "tour").length;
  pinned.length = Math.min(pinned.length, 4 + Math.floor(tourCount / 4));
  for (const kind of kinds) {
    if (kind === "tour") {
      const { h, idea, pin } = nextTour();
      usedTitles.add(idea.title);
      const c = content(h.country);
      const [lo, hi] = c.tourPriceEur;
      const base = rng.int(lo, hi) * (idea.days > 1 ? idea.days * 0.8 : 1);
      const times = listingTimes(h);
      const demo = h === demoHost && pin;
      data.tours.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: uniqueSlug(titleSlug(idea.title)),
        title: idea.title,
        description: idea.description,
        // The demo host's tours have three photos each: what the gallery tests page through.
        images: photosFor(h.country, idea.scene, demo ? 3 : rng.int(3, 5)),
        topics: idea.topics,
        number_of_days: idea.days,
        countries: [h.country],
        cities: [idea.city],
        itinerary: idea.itinerary,
        price_1_person: cents(base),
        price_2_persons: cents(base * 0.74),
        price_3_persons: cents(base * 0.62),
        price_4_persons: cents(base * 0.55),
        ...times,
        ...bookingTerms(),
        ...(pin
          ? {
              status: "published" as const,
              published_at: iso(now - pinnedMade * 3 * DAY),
              views_count: times.views_count || rng.int(12, 2400),
            }
          : {}),
      });
    } else if (kind === "group_tour") {
      const drawn = drawHost(groupCandidates, groupsLeft) ?? drawHost(groupFallbackCandidates, groupsLeft);
      const h = drawn?.h ?? rng.pick(groupHosts.length > 0 ? groupHosts : tourHosts);
      const idea = drawn?.left[0] ?? rng.pick(content(h.country).groupTours);
      usedTitles.add(idea.title);
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
        ...bookingTerms(),
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
      const drawn = drawHost(carCandidates, carsLeft);
      const h = drawn?.h ?? rng.pick(carHosts);
      const car = rng.pick(drawn?.left ?? content(h.country).cars);
      const withDriver = car.driverIncluded;
      const title = carTitle(h, car);
      usedTitles.add(title);
      data.rental_cars.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: null,
        title,
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
        ...bookingTerms(),
      });
    } else {
      const drawn = drawHost(driverCandidates, routesLeft) ?? drawHost(driverFallbackCandidates, routesLeft);
      const h = drawn?.h ?? rng.pick(driverHosts.length > 0 ? driverHosts : carHosts);
      const c = content(h.country);
      // A driver's routes start from where they live, while the country has such routes left.
      const routes = drawn?.left ?? c.driverRoutes;
      const fromHome = routes.filter((r) => r.includes(h.city.label));
      const route = rng.pick(fromHome.length > 0 ? fromHome : routes);
      routesOf.set(h.id, (routesOf.get(h.id) ?? new Set()).add(route));
      const car = vehicleOf(h);
      const title = driverTitle(h, route, car.model);
      usedTitles.add(title);
      data.drivers.push({
        id: rng.uuid(),
        host_id: h.id,
        slug: null,
        title,
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
        ...bookingTerms(),
      });
    }
  }
}
