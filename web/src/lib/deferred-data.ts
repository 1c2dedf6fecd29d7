import { useDeferredValue } from "react";

/**
 * A page's data, drawn in a transition (decision 053): React renders the page from new data in slices between the
 * browser's other work, so its arrival is not one long task on a phone. Returns the data to draw now:
 * - data at hand when the page mounts (Back, a page seen before): that data, at once;
 * - newer data of the same thing (a refetch): the data drawn until now, then the newer, so the page, and what is open
 *   in it, stays;
 * - the first data of a thing (just arrived, or another listing opened in the same page): nothing until the
 *   transition draws it, so the skeleton shows, never the previous thing's page.
 */
export function useDeferredData<T>(data: T | undefined, same: (drawn: T, next: T) => boolean): T | undefined {
  const deferred = useDeferredValue(data);
  return data !== undefined && deferred !== undefined && same(deferred, data) ? deferred : undefined;
}
