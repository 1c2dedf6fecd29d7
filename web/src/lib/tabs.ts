/**
 * WAI-ARIA tabs' keys: the index of the tab that `key` moves to from tab `index` of `count` (arrows wrap around,
 * Home and End go to the ends), or -1 when the key is not one of them.
 */
export function tabIndexForKey(key: string, index: number, count: number): number {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return -1;
  }
}
