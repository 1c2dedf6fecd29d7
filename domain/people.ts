// How travelers are named in public: they are private people, not businesses.

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
