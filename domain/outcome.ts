/**
 * What a rule or a write answers when it may refuse: what was done or decided, or why not. Refusals are product
 * words (`"slug_taken"`, `{ reason: "departure_has_bookings", startDate }`); the route that asked turns them into
 * its HTTP answer, so neither the rules in domain/ nor the queries in worker/db know about HTTP (decision 011).
 */
export type Outcome<T, R> = { ok: true; value: T } | { ok: false; refusal: R };

export function done(): Outcome<void, never>;
export function done<T>(value: T): Outcome<T, never>;
export function done<T>(value?: T): Outcome<T | undefined, never> {
  return { ok: true, value };
}

export const refused = <R>(refusal: R): Outcome<never, R> => ({ ok: false, refusal });
