import { groupDigits } from "./numbers";
import { stripDiacritics } from "./text";

/** The destinations the product is built around (spec §9), in the order the home page shows them. */
export const FEATURED_COUNTRIES: readonly string[] = [
  "Kazakhstan",
  "Kyrgyzstan",
  "Mongolia",
  "Tajikistan",
  "Turkmenistan",
  "Uzbekistan",
  "Azerbaijan",
  "Georgia",
  "Pakistan",
  "Iran",
  "Nepal",
  "Bhutan",
  "Armenia",
  "Uganda",
  "Sri Lanka",
  "Morocco",
  "Ethiopia",
  "India",
];

export const MAX_DESTINATIONS_MENU = 20;

function countryKey(country: string): string {
  return country.trim().toLowerCase();
}

/**
 * A featured country with no host would lead to an empty host list, so it is left out.
 * Counts are matched case-insensitively and summed, since rows may come from several sources.
 */
export function featuredDestinations(
  counts: { country: string; hosts: number }[],
): { country: string; hosts: number; label: string }[] {
  const totals = new Map<string, number>();
  for (const { country, hosts } of counts) {
    if (!Number.isFinite(hosts)) continue;
    const key = countryKey(country);
    totals.set(key, (totals.get(key) ?? 0) + hosts);
  }
  return FEATURED_COUNTRIES.flatMap((country) => {
    const hosts = totals.get(countryKey(country)) ?? 0;
    return hosts >= 1 ? [{ country, hosts, label: `${hosts}+ local hosts` }] : [];
  });
}

export function countrySlug(country: string): string {
  return stripDiacritics(country)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface HomeStats {
  countries: number;
  experts: number;
  travelers: number;
  satisfaction: number;
}

/**
 * Spec §9 defaults, shown instead of the live numbers when they fail to load. Travelers are a count like the live
 * travelers_count: the band shows them, like the live one, after the 33000 travelers served before (33,009).
 */
export const HOME_STATS_DEFAULTS: Readonly<HomeStats> = { countries: 23, experts: 40, travelers: 9, satisfaction: 96 };

/** Travelers served before the platform went online, added to the live count. */
export const TRAVELERS_BASELINE = 33000;
export const LOADED_SATISFACTION = 98;

export function homeStats(
  s: { countries_count: number; hosts_count: number; travelers_count: number } | null | undefined,
): HomeStats {
  if (!s) return { ...HOME_STATS_DEFAULTS, travelers: TRAVELERS_BASELINE + HOME_STATS_DEFAULTS.travelers };
  return {
    countries: s.countries_count,
    experts: s.hosts_count,
    travelers: TRAVELERS_BASELINE + s.travelers_count,
    satisfaction: LOADED_SATISFACTION,
  };
}

export function formatStat(n: number): string {
  return groupDigits(n);
}
