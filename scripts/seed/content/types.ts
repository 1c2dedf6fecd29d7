/** The shapes of the hand-written demo content. Pure data: no I/O, no dependencies. */

export type Scene =
  | "mountains"
  | "desert"
  | "steppe"
  | "lake"
  | "city"
  | "coast"
  | "forest"
  | "canyon"
  | "road"
  | "temple";

export interface TourIdea {
  title: string;
  city: string;
  days: number;
  topics: string[];
  description: string;
  itinerary: string[];
  scene: Scene;
}

export interface GroupTourIdea {
  title: string;
  cities: string[];
  countries: string[];
  days: number;
  topics: string[];
  description: string;
  scene: Scene;
  maxGroupSize: number;
}

export interface CarIdea {
  model: string;
  carType: "SUV" | "4x4" | "Sedan" | "Minivan" | "Compact";
  seats: number;
  transmission: "manual" | "automatic";
  driverIncluded: boolean;
  pricePerDayEur: number;
}

export interface CountryContent {
  /** Label exactly as in domain/geo.ts COUNTRIES. */
  country: string;
  /** Languages local hosts speak; English is added separately. */
  languages: string[];
  firstNames: { female: string[]; male: string[] };
  lastNames: string[];
  tours: TourIdea[];
  groupTours: GroupTourIdea[];
  cars: CarIdea[];
  driverRoutes: string[];
  scenes: Scene[];
  /** Realistic per-person day-tour price range in EUR for one traveler. */
  tourPriceEur: [number, number];
}
