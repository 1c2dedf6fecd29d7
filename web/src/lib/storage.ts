/** localStorage that never throws (private modes and blocked storage behave as empty). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the choice lasts for this page view only.
    }
  },
};
