import { hashSeed, Random } from "../../random";
import type { Scene } from "../../seed/content/types";
import { toWebp } from "../webp";
import { vignette } from "./atmosphere";
import type { Ctx } from "./canvas";
import { makeSky, type TimeOfDay } from "./light";
import { sceneCanyon } from "./scenes/canyon";
import { sceneCity } from "./scenes/city";
import { sceneCoast } from "./scenes/coast";
import { sceneDesert } from "./scenes/desert";
import { sceneForest } from "./scenes/forest";
import { sceneLake } from "./scenes/lake";
import { sceneMountains } from "./scenes/mountains";
import { sceneRoad } from "./scenes/road";
import { sceneSteppe } from "./scenes/steppe";
import { sceneTemple } from "./scenes/temple";

export interface PhotoSpec {
  seed: number;
  scene: Scene;
  width?: number;
  height?: number;
}

export const SCENES: readonly Scene[] = [
  "mountains",
  "desert",
  "steppe",
  "lake",
  "city",
  "coast",
  "forest",
  "canyon",
  "road",
  "temple",
];

type SceneFn = (c: Ctx) => void;

const SCENE_FNS: Record<Scene, { fn: SceneFn; tods: readonly (readonly [TimeOfDay, number])[] }> = {
  mountains: {
    fn: sceneMountains,
    tods: [
      ["dawn", 1],
      ["morning", 1],
      ["noon", 1],
      ["golden", 1.2],
      ["dusk", 1],
      ["night", 0.5],
    ],
  },
  desert: {
    fn: sceneDesert,
    tods: [
      ["golden", 1.4],
      ["noon", 1],
      ["dusk", 1],
      ["dawn", 0.6],
      ["night", 0.3],
    ],
  },
  steppe: {
    fn: sceneSteppe,
    tods: [
      ["morning", 1],
      ["noon", 1.2],
      ["golden", 1],
      ["dusk", 0.6],
    ],
  },
  lake: {
    fn: sceneLake,
    tods: [
      ["dawn", 1],
      ["morning", 1],
      ["noon", 0.8],
      ["golden", 1],
      ["dusk", 1],
      ["night", 0.4],
    ],
  },
  city: {
    fn: sceneCity,
    tods: [
      ["golden", 1.2],
      ["dusk", 1.2],
      ["night", 0.8],
      ["noon", 0.8],
    ],
  },
  coast: {
    fn: sceneCoast,
    tods: [
      ["noon", 1.2],
      ["golden", 1],
      ["dusk", 1],
      ["morning", 0.8],
    ],
  },
  forest: {
    fn: sceneForest,
    tods: [
      ["morning", 1.3],
      ["dawn", 1],
      ["golden", 1],
      ["noon", 0.7],
      ["dusk", 0.6],
    ],
  },
  canyon: {
    fn: sceneCanyon,
    tods: [
      ["golden", 1.3],
      ["noon", 1],
      ["dusk", 0.8],
      ["morning", 0.8],
    ],
  },
  road: {
    fn: sceneRoad,
    tods: [
      ["noon", 1],
      ["golden", 1.2],
      ["morning", 1],
      ["dusk", 0.7],
    ],
  },
  temple: {
    fn: sceneTemple,
    tods: [
      ["dawn", 1],
      ["morning", 1],
      ["golden", 1.2],
      ["noon", 0.8],
      ["dusk", 0.7],
    ],
  },
};

/**
 * Pure SVG for a landscape "photo" (flat poster-style illustration, no text).
 * Same spec → byte-identical SVG. Default size 1200x800.
 */
export function landscapeSvg(spec: PhotoSpec): string {
  const W = Math.round(spec.width ?? 1200);
  const H = Math.round(spec.height ?? 800);
  const sceneIdx = SCENES.indexOf(spec.scene);
  if (sceneIdx < 0) throw new Error(`unknown scene: ${String(spec.scene)}`);
  const entry = SCENE_FNS[spec.scene];
  const rng = new Random(hashSeed(spec.seed, sceneIdx + 1, 0x9e37));
  const tod = rng.weighted(entry.tods);
  const sky = makeSky(rng, tod);
  const c: Ctx = {
    rng,
    W,
    H,
    u: Math.min(W / 1200, H / 800) * 0.5 + Math.max(W / 1200, H / 800) * 0.5,
    sky,
    defs: [],
    out: [],
    uid: 0,
    sunX: W / 2,
    sunY: H / 3,
    shadeSide: 1,
  };
  entry.fn(c);
  vignette(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defs.join("")}</defs>${c.out.join("")}</svg>`;
}

/** Landscape rendered to WebP (quality 78), default 1200x800. */
export async function renderLandscape(spec: PhotoSpec): Promise<Uint8Array> {
  return toWebp(landscapeSvg(spec));
}
