/** Who sits for the portrait: skin, hair, clothes, background and headwear, drawn in a fixed order from the seed. */

import type { Random } from "../../random";
import { adjust, darken, hex, type RGB } from "../colour";

const SKIN = ["#f6d5bf", "#efc3a4", "#e2ac86", "#d09a6e", "#b97f55", "#9c6642", "#7d4f33", "#5e3a26"];

const HAIR = ["#1d1714", "#2b1d16", "#3f2a1d", "#5a3a24", "#7a4a2a", "#9a4e2a", "#c9a06a", "#a8a29c", "#d8cfc6"];

const CLOTHES = [
  "#2f6db5",
  "#d9573b",
  "#2f8f6f",
  "#e0a23a",
  "#7a4fa8",
  "#c43d5c",
  "#3a4a5c",
  "#5f8f3a",
  "#e07a5f",
  "#26787e",
  "#8a5a3b",
  "#f2f0ea",
];

const BG = [
  "#f4d9c6",
  "#d8e6f0",
  "#dcebd8",
  "#f3e3b8",
  "#e6dcf2",
  "#f6d4d4",
  "#d6ecea",
  "#efe4d6",
  "#cfe0f7",
  "#f7e1c9",
];

export type HairStyle = "short" | "side" | "curly" | "bun" | "long" | "bob" | "buzz" | "bald" | "ponytail" | "afro";

export type Headwear = "none" | "hijab" | "beanie" | "cap" | "sunhat" | "skullcap";

export interface Look {
  skin: RGB;
  skinShade: RGB;
  feminine: boolean;
  hairCol: RGB;
  cloth: RGB;
  bg: RGB;
  headwear: Headwear;
  style: HairStyle;
}

export function chooseLook(rng: Random): Look {
  const skin = hex(rng.pick(SKIN));
  const skinShade = darken(adjust(skin, -4, 1.1), 0.14);
  const feminine = rng.chance(0.5);
  const hairCol = hex(rng.weighted(HAIR.map((h, i) => [h, [3, 3, 2.5, 2, 1.5, 1, 1, 0.5, 0.35][i] ?? 1] as const)));
  const cloth = hex(rng.pick(CLOTHES));
  const bg = hex(rng.pick(BG));
  const headwear: Headwear = rng.weighted<Headwear>([
    ["none", 10],
    ["hijab", feminine ? 2 : 0],
    ["beanie", 1.3],
    ["cap", 1.1],
    ["sunhat", feminine ? 0.9 : 0.4],
    ["skullcap", feminine ? 0 : 0.6],
  ]);
  const style: HairStyle = feminine
    ? rng.weighted<HairStyle>([
        ["long", 3],
        ["bob", 2],
        ["bun", 1.5],
        ["curly", 1.2],
        ["ponytail", 1.5],
        ["afro", 0.8],
        ["short", 0.6],
      ])
    : rng.weighted<HairStyle>([
        ["short", 3],
        ["side", 2.5],
        ["buzz", 0.9],
        ["curly", 1.2],
        ["bald", 0.4],
        ["afro", 0.5],
      ]);
  return { skin, skinShade, feminine, hairCol, cloth, bg, headwear, style };
}
