import type { Random } from "../../random";
import type { RGB } from "../colour";
import type { Look } from "./look";

/** Where the portrait is drawn: the random stream and the SVG made so far. */
export interface Sheet {
  rng: Random;
  out: string[];
  defs: string[];
  /** adds a filled path */
  p: (d: string, fill: RGB | string, extra?: string) => void;
  /** side of the square picture */
  S: number;
  cx: number;
}

/** The sheet with the sitter on it: their look and the proportions of face and shoulders. */
export interface Portrait extends Sheet, Look {
  faceW: number;
  faceH: number;
  /** y of the face's centre */
  fy: number;
  shoulderW: number;
  neckW: number;
  neckTop: number;
  shoulderY: number;
  hairTop: number;
}
