/**
 * The hosts map's world outline as one SVG image (web/src/pages/home/world-outline.svg): Natural Earth's 1:110m
 * countries from the `world-atlas` package, in the map's Web Mercator projection, every country filled and outlined in
 * one shape. The map lays it over the world's bounds as an image, so the browser draws it instead of the map's code
 * projecting every border on a phone's main thread (a task of 190-250 ms at 4x CPU slowdown, decision 054).
 * Run after changing it: `npx tsx scripts/world-outline.ts`; the file is committed, and tests/domain/world-outline.test.ts
 * checks it is what this script draws.
 */
import { writeFileSync } from "node:fs";
import type { Geometry, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json" with { type: "json" };
import { MERCATOR_MAX_LAT } from "../domain/map";

/** The image's width and height in its own units. */
const SIZE = 1000;

const round = (n: number) => Math.round(n * 10) / 10;

/** A longitude and latitude in the image's units (x right, y down). */
function project([lng = 0, lat = 0]: Position): [number, number] {
  const phi = (Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * SIZE;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * SIZE;
  return [round(x), round(y)];
}

/**
 * One ring as path data. A ring that crosses the antimeridian (Fiji, Chukotka) is unwrapped into one piece and drawn
 * twice, a map's width apart, so each side of the image shows its part; a ring that goes around the world
 * (Antarctica) is drawn as it is, its edge along the map's bottom being real.
 */
function ring(points: Position[]): string {
  const xy = points.map(project);
  let offset = 0;
  const unwrapped = xy.map(([x, y], i) => {
    const prev = xy[i - 1];
    if (prev && x - prev[0] > SIZE / 2) offset -= SIZE;
    if (prev && prev[0] - x > SIZE / 2) offset += SIZE;
    return [round(x + offset), y] as [number, number];
  });
  const copies = offset !== 0 ? [xy] : [unwrapped];
  if (offset === 0 && unwrapped.some(([x]) => x < 0)) copies.push(unwrapped.map(([x, y]) => [round(x + SIZE), y]));
  if (offset === 0 && unwrapped.some(([x]) => x > SIZE)) copies.push(unwrapped.map(([x, y]) => [round(x - SIZE), y]));
  return copies.map(draw).join("");
}

function draw(points: [number, number][]): string {
  const out: string[] = [];
  let last = "";
  for (const [x, y] of points) {
    const at = `${x} ${y}`;
    if (at !== last) out.push(at);
    last = at;
  }
  return out.length < 3 ? "" : `M${out.join("L")}Z`;
}

function pathData(geometry: Geometry): string {
  switch (geometry.type) {
    case "Polygon":
      return geometry.coordinates.map(ring).join("");
    case "MultiPolygon":
      return geometry.coordinates.flatMap((poly) => poly.map(ring)).join("");
    default:
      return "";
  }
}

/** The SVG's text: every country filled and outlined (the source cuts them at the antimeridian). */
export function worldOutlineSvg(): string {
  const topo = world as unknown as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topo, topo.objects.countries);
  const d = countries.features.map((f) => (f.geometry ? pathData(f.geometry) : "")).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" preserveAspectRatio="none">`,
    "<title>The world's countries</title>",
    `<path d="${d}" fill="#f3ecdf" stroke="#b9ab91" stroke-width="0.7" vector-effect="non-scaling-stroke"/>`,
    "</svg>",
    "",
  ].join("\n");
}

export const WORLD_OUTLINE_FILE = new URL("../web/src/pages/home/world-outline.svg", import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(WORLD_OUTLINE_FILE, worldOutlineSvg());
}
