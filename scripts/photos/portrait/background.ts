import { css, darken, lighten, type RGB } from "../colour";
import { fmt } from "../svg";
import type { Sheet } from "./sheet";

export function drawBackground(c: Sheet, bg: RGB): void {
  const { rng, out, defs, S, cx } = c;
  out.push(`<rect width="${S}" height="${S}" fill="${css(bg)}"/>`);
  const bgAccent = rng.int(0, 2);
  if (bgAccent === 0) {
    out.push(`<circle cx="${cx}" cy="230" r="${fmt(rng.range(170, 205))}" fill="${css(lighten(bg, 0.35))}"/>`);
  } else if (bgAccent === 1) {
    out.push(
      `<circle cx="${fmt(rng.range(60, 420))}" cy="${fmt(rng.range(40, 160))}" r="${fmt(rng.range(60, 120))}" fill="${css(darken(bg, 0.06))}"/>`,
    );
    out.push(
      `<circle cx="${fmt(rng.range(60, 420))}" cy="${fmt(rng.range(300, 440))}" r="${fmt(rng.range(50, 100))}" fill="${css(lighten(bg, 0.3))}"/>`,
    );
  } else {
    const id = "bgg";
    defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(lighten(bg, 0.25))}"/><stop offset="1" stop-color="${css(darken(bg, 0.08))}"/></linearGradient>`,
    );
    out.push(`<rect width="${S}" height="${S}" fill="url(#${id})"/>`);
  }
}
