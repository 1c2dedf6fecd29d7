// How people are named in public: travelers are private people, hosts are businesses.
import { MONTH_NAMES } from "./date-range";
import type { HostStatus, HostType, UserType } from "./vocabulary";

/** The upper-case first letter of a last name, or null. */
export function lastInitial(lastName: string | null | undefined): string | null {
  return lastName?.trim().charAt(0).toUpperCase() || null;
}

/** First name and last initial ("Aisha K."); "Traveler" when there is no first name. */
export function travelerName(first: string | null | undefined, initial: string | null | undefined): string {
  const name = first?.trim() || "Traveler";
  const letter = lastInitial(initial);
  return letter ? `${name} ${letter}.` : name;
}

export const HOST_TYPE_LABEL: Record<HostType, string> = {
  guide: "Local guide",
  driver: "Driver",
  tour_operator: "Tour operator",
};

/** Hosts are businesses and show their full name; "Local host" when they gave none. */
export function hostName(host: { first_name: string | null; last_name: string | null }): string {
  return [host.first_name, host.last_name].filter(Boolean).join(" ") || "Local host";
}

/** "Member since March 2024" on a host's profile; null when the date is not valid. */
export function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  // Not toLocaleDateString: the host page draws this at start-up, and the first Intl call a page makes loads the
  // browser's locale data in one long task (domain/numbers.ts).
  return `Member since ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A host's years of experience as their profile shows them ("1 year", "8 years"); null when none are given. */
export function experienceText(years: number | null): string | null {
  if (years === null || !(years > 0)) return null;
  return years === 1 ? "1 year" : `${years} years`;
}

/**
 * How a person whose account was deleted is shown wherever their bookings, messages and reviews stay for the other
 * party (their users row is a tombstone with deleted_at set; worker/services/account-deletion.ts).
 */
export const DELETED_USER_NAME = "Deleted user";

/** What decides whether a person is a host or a traveler: their profile's type, and their host row if any. */
export interface PersonKind {
  user_type: UserType | null;
  host_status: HostStatus | null;
}

/** A host: the profile says so, or they applied (a host row of any status). A host never becomes a traveler. */
export const isHost = (p: PersonKind): boolean => p.user_type === "host" || p.host_status !== null;

/** A traveler (who may post a trip request): a traveler profile and no host application. */
export const isTraveler = (p: PersonKind): boolean => p.user_type === "traveler" && !isHost(p);
