import { BLACK } from "../colour";
import { fmt } from "../svg";
import { type Ctx, hGrad, vGrad } from "./canvas";

export function mistBand(c: Ctx, y: number, h: number, strength: number): void {
  const fill = vGrad(
    c,
    [
      [0, c.sky.haze, 0],
      [0.55, c.sky.haze, strength],
      [1, c.sky.haze, 0],
    ],
    y - h / 2,
    y + h / 2,
  );
  c.out.push(`<rect x="0" y="${fmt(y - h / 2)}" width="${c.W}" height="${fmt(h)}" fill="${fill}"/>`);
}

/** Soft darkening of the edges; four linear ramps are much cheaper in librsvg than one radial gradient. */
export function vignette(c: Ctx): void {
  const { W, H } = c;
  const k = 0.26;
  const top = vGrad(
    c,
    [
      [0, BLACK, k * 0.7],
      [0.5, BLACK, k * 0.7 * 0.25],
      [1, BLACK, 0],
    ],
    0,
    H * 0.2,
  );
  const bottom = vGrad(
    c,
    [
      [0, BLACK, 0],
      [0.5, BLACK, k * 0.25],
      [1, BLACK, k],
    ],
    H * 0.72,
    H,
  );
  const left = hGrad(
    c,
    [
      [0, BLACK, k * 0.8],
      [0.5, BLACK, k * 0.8 * 0.25],
      [1, BLACK, 0],
    ],
    0,
    W * 0.2,
  );
  const right = hGrad(
    c,
    [
      [0, BLACK, 0],
      [0.5, BLACK, k * 0.8 * 0.25],
      [1, BLACK, k * 0.8],
    ],
    W * 0.8,
    W,
  );
  c.out.push(
    `<rect width="${W}" height="${fmt(H * 0.2)}" fill="${top}"/><rect y="${fmt(H * 0.72)}" width="${W}" height="${fmt(H * 0.28)}" fill="${bottom}"/><rect width="${fmt(W * 0.2)}" height="${H}" fill="${left}"/><rect x="${fmt(W * 0.8)}" width="${fmt(W * 0.2)}" height="${H}" fill="${right}"/>`,
  );
}
