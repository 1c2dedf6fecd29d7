import { COUNTRIES } from "../../../../domain/geo";

/** "1 listing", "24 listings". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A readable country name for a URL value before (or without) the server's answer: the option list's
 * label when the value is a known slug or name, else the value with hyphens as spaces, words capitalised.
 */
export function countryNameFromParam(param: string): string {
  const value = param.trim().toLowerCase();
  const known = COUNTRIES.find((c) => c.value === value || c.label.toLowerCase() === value);
  if (known) return known.label;
  return value
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
