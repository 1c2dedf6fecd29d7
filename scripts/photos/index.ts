/**
 * Procedural "travel poster" photo generator for demo data.
 *
 * Everything is generated from a numeric seed with a small deterministic PRNG
 * (mulberry32), emitted as plain SVG (gradients + paths, no filters) and
 * rasterised to WebP with sharp/librsvg. Same seed + scene → same SVG.
 */
export type { Scene } from "../seed/content/types";
export { landscapeSvg, type PhotoSpec, renderLandscape, SCENES } from "./landscape";
export { portraitSvg, renderPortrait } from "./portrait";
