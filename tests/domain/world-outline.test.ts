import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WORLD_OUTLINE_FILE, worldOutlineSvg } from "../../scripts/world-outline";

describe("the hosts map's world outline", () => {
  it("is the committed image the script draws (run `npx tsx scripts/world-outline.ts` after changing it)", () => {
    expect(readFileSync(WORLD_OUTLINE_FILE, "utf8")).toBe(worldOutlineSvg());
  });

  it("has no edge across the map: a country over the antimeridian is drawn on both sides instead", () => {
    const d = worldOutlineSvg().match(/ d="([^"]+)"/)?.[1] ?? "";
    const rings = d.split("M").slice(1);
    expect(rings.length).toBeGreaterThan(250);
    const across = rings.flatMap((ring) => {
      const points = ring
        .replace("Z", "")
        .split("L")
        .map((p) => p.split(" ").map(Number) as [number, number]);
      return points
        .map((p, i) => [p, points[(i + 1) % points.length] as [number, number]] as const)
        .filter(([a, b]) => Math.abs(a[0] - b[0]) > 500 && !(a[1] === b[1] && a[1] > 980));
    });
    // Only Antarctica's edge along the bottom of the map, which is real, spans it.
    expect(across).toEqual([]);
  });
});
