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
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  },
  keys(): string[] {
    try {
      return Array.from({ length: localStorage.length }, (_, n) => localStorage.key(n)).filter((k) => k !== null);
    } catch {
      return [];
    }
  },
};
