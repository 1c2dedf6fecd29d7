/** The light of a time of day: sky colours, sun, clouds and shadows, tinted a little per picture. */

import type { Random } from "../../random";
import { adjust, hex, type RGB } from "../colour";

export type TimeOfDay = "dawn" | "morning" | "noon" | "golden" | "dusk" | "night";

export interface Sky {
  tod: TimeOfDay;
  stops: RGB[];
  haze: RGB;
  sun: RGB;
  glow: RGB;
  sunAlt: number;
  sunR: number;
  cloud: RGB;
  cloudShade: RGB;
  light: number;
  shadow: RGB;
  night: boolean;
}

interface SkyPreset {
  stops: string[];
  haze: string;
  sun: string;
  glow: string;
  alt: [number, number];
  r: [number, number];
  cloud: string;
  cloudShade: string;
  light: number;
  shadow: string;
}

const SKY_PRESETS: Record<TimeOfDay, SkyPreset[]> = {
  dawn: [
    {
      stops: ["#56699e", "#a497c2", "#efb6b6", "#fde0bf"],
      haze: "#f0cdc2",
      sun: "#fff4dc",
      glow: "#ffcf9f",
      alt: [0.08, 0.2],
      r: [38, 52],
      cloud: "#f9cfc8",
      cloudShade: "#b98aa8",
      light: 0.72,
      shadow: "#3c3566",
    },
    {
      stops: ["#6683b5", "#b3b2d2", "#f3c6bb", "#fff0d6"],
      haze: "#f2ddd2",
      sun: "#fff6e4",
      glow: "#ffd6b0",
      alt: [0.1, 0.22],
      r: [36, 50],
      cloud: "#fbdcd3",
      cloudShade: "#c29bb3",
      light: 0.78,
      shadow: "#47406f",
    },
  ],
  morning: [
    {
      stops: ["#6e9bc8", "#a7c6dc", "#dde6e3", "#f5ecd6"],
      haze: "#e2e5dc",
      sun: "#fffbeb",
      glow: "#fff0c6",
      alt: [0.35, 0.55],
      r: [32, 42],
      cloud: "#ffffff",
      cloudShade: "#c8d6e2",
      light: 0.95,
      shadow: "#3f5670",
    },
    {
      stops: ["#7fa7c6", "#b8cfd8", "#e6e4d6", "#f7e8cc"],
      haze: "#e8e2d0",
      sun: "#fffaf0",
      glow: "#ffe9c2",
      alt: [0.3, 0.5],
      r: [32, 42],
      cloud: "#fffdf7",
      cloudShade: "#d1d3d6",
      light: 0.95,
      shadow: "#485a6a",
    },
  ],
  noon: [
    {
      stops: ["#2e7cd0", "#58a3e4", "#a3d0f0", "#e0f0f6"],
      haze: "#cde2ec",
      sun: "#fffef6",
      glow: "#ffffff",
      alt: [0.6, 0.85],
      r: [30, 38],
      cloud: "#ffffff",
      cloudShade: "#cfdff0",
      light: 1,
      shadow: "#33577e",
    },
    {
      stops: ["#1f6fb8", "#4f9cd8", "#9ccbe8", "#dcecef"],
      haze: "#c8dfe6",
      sun: "#fffef6",
      glow: "#ffffff",
      alt: [0.6, 0.85],
      r: [30, 38],
      cloud: "#ffffff",
      cloudShade: "#c9dbeb",
      light: 1,
      shadow: "#2d4f74",
    },
  ],
  golden: [
    {
      stops: ["#3f6ea8", "#8ea6c0", "#f1c07c", "#ffd999"],
      haze: "#f1cf9f",
      sun: "#fff2c4",
      glow: "#ffc76d",
      alt: [0.12, 0.28],
      r: [40, 54],
      cloud: "#fff0d8",
      cloudShade: "#e0a98a",
      light: 0.88,
      shadow: "#4a4a6e",
    },
    {
      stops: ["#5477a8", "#b9a7a8", "#f6b36b", "#ffd089"],
      haze: "#f2c58f",
      sun: "#fff0bd",
      glow: "#ffb85c",
      alt: [0.1, 0.24],
      r: [42, 56],
      cloud: "#ffe8c9",
      cloudShade: "#d9977b",
      light: 0.85,
      shadow: "#4d4468",
    },
  ],
  dusk: [
    {
      stops: ["#1c2452", "#5a3f7b", "#c65c6f", "#f6a05e"],
      haze: "#d98470",
      sun: "#ffd69a",
      glow: "#ff8d57",
      alt: [0.02, 0.1],
      r: [44, 60],
      cloud: "#f3a08a",
      cloudShade: "#7d4a7a",
      light: 0.55,
      shadow: "#2a2148",
    },
    {
      stops: ["#232a5c", "#6b4a86", "#e07a7a", "#fbc27a"],
      haze: "#e6988a",
      sun: "#ffe3a8",
      glow: "#ff9d66",
      alt: [0.03, 0.12],
      r: [44, 60],
      cloud: "#f6b39a",
      cloudShade: "#8c5684",
      light: 0.6,
      shadow: "#2d2550",
    },
  ],
  night: [
    {
      stops: ["#070d26", "#101d48", "#223a6c", "#44608f"],
      haze: "#38507d",
      sun: "#f6f2dc",
      glow: "#b9c8ec",
      alt: [0.45, 0.7],
      r: [26, 34],
      cloud: "#36456f",
      cloudShade: "#222c52",
      light: 0.32,
      shadow: "#0a1030",
    },
    {
      stops: ["#0b0f2e", "#1d1f52", "#3b3c78", "#6a5f92"],
      haze: "#4a4a7e",
      sun: "#fbf6e2",
      glow: "#cbc8ee",
      alt: [0.45, 0.7],
      r: [26, 34],
      cloud: "#3b3f72",
      cloudShade: "#242656",
      light: 0.34,
      shadow: "#0d0e32",
    },
  ],
};

export function makeSky(rng: Random, tod: TimeOfDay): Sky {
  const p = rng.pick(SKY_PRESETS[tod]);
  const dh = rng.range(-10, 10);
  const sm = rng.range(0.9, 1.1);
  const tw = (s: string) => adjust(hex(s), dh, sm);
  return {
    tod,
    stops: p.stops.map(tw),
    haze: tw(p.haze),
    sun: hex(p.sun),
    glow: tw(p.glow),
    sunAlt: rng.range(p.alt[0], p.alt[1]),
    sunR: rng.range(p.r[0], p.r[1]),
    cloud: tw(p.cloud),
    cloudShade: tw(p.cloudShade),
    light: p.light,
    shadow: tw(p.shadow),
    night: tod === "night",
  };
}
