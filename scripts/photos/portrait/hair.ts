import { css, darken } from "../colour";
import { fmt, op } from "../svg";
import type { Portrait } from "./sheet";

/** Long, full or curly hair that shows behind the head and shoulders, drawn before them. */
export function drawHairBehind(c: Portrait): void {
  const { rng, p, cx, feminine, hairCol, headwear, style, faceW, faceH, fy } = c;
  const hatted = headwear === "cap" || headwear === "beanie" || headwear === "sunhat";
  if (
    (headwear === "none" && (style === "long" || style === "afro" || style === "bob" || style === "curly")) ||
    (hatted && (style === "long" || style === "bob"))
  ) {
    if (style === "long") {
      const len = rng.range(360, 430);
      const w = faceW + rng.range(22, 36);
      p(
        `M${fmt(cx - w)},${fmt(fy - 10)}C${fmt(cx - w - 6)},${fmt(fy - faceH * 1.35)} ${fmt(cx + w + 6)},${fmt(fy - faceH * 1.35)} ${fmt(cx + w)},${fmt(fy - 10)}L${fmt(cx + w + 12)},${fmt(len)}Q${fmt(cx)},${fmt(len + 24)} ${fmt(cx - w - 12)},${fmt(len)}Z`,
        darken(hairCol, 0.1),
      );
    } else if (style === "bob") {
      const w = faceW + 24;
      p(
        `M${fmt(cx - w)},${fmt(fy)}C${fmt(cx - w - 4)},${fmt(fy - faceH * 1.4)} ${fmt(cx + w + 4)},${fmt(fy - faceH * 1.4)} ${fmt(cx + w)},${fmt(fy)}L${fmt(cx + w + 4)},${fmt(fy + faceH * 0.75)}Q${fmt(cx)},${fmt(fy + faceH * 0.9)} ${fmt(cx - w - 4)},${fmt(fy + faceH * 0.75)}Z`,
        darken(hairCol, 0.08),
      );
    } else if (style === "afro") {
      const r = faceW * 1.55;
      let d = "";
      for (let k = 0; k < 14; k++) {
        const a = (k / 14) * Math.PI * 2;
        const x = cx + Math.cos(a) * r * 0.78;
        const y = fy - 30 + Math.sin(a) * r * 0.72;
        const rr = r * rng.range(0.32, 0.4);
        d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(-rr * 2)},0Z`;
      }
      d += `M${fmt(cx - r * 0.85)},${fmt(fy - 30)}a${fmt(r * 0.85)},${fmt(r * 0.8)} 0 1,0 ${fmt(r * 1.7)},0a${fmt(r * 0.85)},${fmt(r * 0.8)} 0 1,0 ${fmt(-r * 1.7)},0Z`;
      p(d, hairCol);
    } else {
      // curly volume behind
      let d = "";
      const n = 16;
      for (let k = 0; k < n; k++) {
        const a = Math.PI * 0.95 + (k / (n - 1)) * Math.PI * 1.1;
        const x = cx + Math.cos(a) * faceW * 1.15;
        const y = fy - 10 + Math.sin(a) * faceH * 1.0;
        const rr = rng.range(24, 32);
        d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(-rr * 2)},0Z`;
      }
      if (feminine) {
        for (let k = 0; k < 6; k++) {
          const sx = k < 3 ? -1 : 1;
          const x = cx + sx * (faceW + rng.range(5, 20));
          const y = fy + (k % 3) * 40 + 10;
          const rr = rng.range(24, 30);
          d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,0 ${fmt(-rr * 2)},0Z`;
        }
      }
      p(d, darken(hairCol, 0.05));
    }
  }
}

/** The hair over the forehead when nothing covers the head. */
export function drawHair(c: Portrait): void {
  const { rng, out, p, cx, hairCol, style, faceW, faceH, fy, hairTop } = c;
  const capD = (depth: number, part: number) => {
    // hair cap covering top of the head with a fringe line
    const w = faceW + 6;
    return `M${fmt(cx - w)},${fmt(fy - faceH * 0.05)}C${fmt(cx - w - 6)},${fmt(hairTop - faceH * 0.45)} ${fmt(cx + w + 6)},${fmt(hairTop - faceH * 0.45)} ${fmt(cx + w)},${fmt(fy - faceH * 0.05)}L${fmt(cx + w - 8)},${fmt(fy - faceH * 0.25)}C${fmt(cx + w * 0.6)},${fmt(fy - faceH * (0.25 + depth))} ${fmt(cx + part)},${fmt(fy - faceH * (0.55 + depth * 0.2))} ${fmt(cx + part)},${fmt(fy - faceH * 0.72)}C${fmt(cx + part - 10)},${fmt(fy - faceH * (0.45 + depth * 0.2))} ${fmt(cx - w * 0.6)},${fmt(fy - faceH * (0.3 + depth))} ${fmt(cx - w + 8)},${fmt(fy - faceH * 0.25)}Z`;
  };
  if (style === "short" || style === "long" || style === "bob" || style === "ponytail" || style === "bun") {
    p(capD(rng.range(0.05, 0.2), rng.range(-30, 30)), hairCol);
  } else if (style === "side") {
    const dir = rng.sign();
    const w = faceW + 6;
    p(
      `M${fmt(cx - w)},${fmt(fy - faceH * 0.1)}C${fmt(cx - w - 8)},${fmt(hairTop - faceH * 0.5)} ${fmt(cx + w + 8)},${fmt(hairTop - faceH * 0.5)} ${fmt(cx + w)},${fmt(fy - faceH * 0.1)}L${fmt(cx + w - 6)},${fmt(fy - faceH * 0.35)}Q${fmt(cx + dir * faceW * 0.2)},${fmt(fy - faceH * 0.4)} ${fmt(cx - dir * faceW * 0.7)},${fmt(fy - faceH * 0.62)}Q${fmt(cx - dir * w)},${fmt(fy - faceH * 0.5)} ${fmt(cx - w + 6)},${fmt(fy - faceH * 0.35)}Z`,
      hairCol,
    );
  } else if (style === "buzz") {
    const w = faceW + 2;
    p(
      `M${fmt(cx - w)},${fmt(fy - faceH * 0.2)}C${fmt(cx - w - 2)},${fmt(hairTop - faceH * 0.3)} ${fmt(cx + w + 2)},${fmt(hairTop - faceH * 0.3)} ${fmt(cx + w)},${fmt(fy - faceH * 0.2)}Q${fmt(cx)},${fmt(fy - faceH * 0.85)} ${fmt(cx - w)},${fmt(fy - faceH * 0.2)}Z`,
      hairCol,
    );
  } else if (style === "curly" || style === "afro") {
    let d = `M${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.2)}C${fmt(cx - faceW - 6)},${fmt(hairTop - faceH * 0.4)} ${fmt(cx + faceW + 6)},${fmt(hairTop - faceH * 0.4)} ${fmt(cx + faceW + 4)},${fmt(fy - faceH * 0.2)}Q${fmt(cx)},${fmt(fy - faceH * 0.8)} ${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.2)}Z`;
    const n = style === "afro" ? 9 : 11;
    for (let k = 0; k < n; k++) {
      const t = k / (n - 1);
      const a = Math.PI * (1.05 + t * 0.9);
      const x = cx + Math.cos(a) * faceW * 0.95;
      const y = fy - faceH * 0.2 + Math.sin(a) * faceH * 0.85;
      const rr = rng.range(20, 27);
      // clockwise, like the cap above, so the union has no holes
      d += `M${fmt(x - rr)},${fmt(y)}a${fmt(rr)},${fmt(rr)} 0 1,1 ${fmt(rr * 2)},0a${fmt(rr)},${fmt(rr)} 0 1,1 ${fmt(-rr * 2)},0Z`;
    }
    p(d, hairCol);
  } else if (style === "bald") {
    // a little hair on the sides
    for (const s of [-1, 1]) {
      p(
        `M${fmt(cx + s * faceW)},${fmt(fy - faceH * 0.05)}Q${fmt(cx + s * (faceW + 6))},${fmt(fy - faceH * 0.4)} ${fmt(cx + s * faceW * 0.8)},${fmt(fy - faceH * 0.55)}L${fmt(cx + s * faceW * 0.9)},${fmt(fy - faceH * 0.05)}Z`,
        hairCol,
      );
    }
    out.push(
      `<ellipse cx="${fmt(cx - faceW * 0.3)}" cy="${fmt(fy - faceH * 0.7)}" rx="18" ry="9" fill="#ffffff" ${op(0.18)}/>`,
    );
  }
  if (style === "bun") {
    out.push(
      `<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.22)}" r="${fmt(faceW * 0.42)}" fill="${css(hairCol)}"/>`,
    );
  }
  if (style === "ponytail") {
    const s = rng.sign();
    p(
      `M${fmt(cx + s * faceW * 0.7)},${fmt(fy - faceH * 0.6)}Q${fmt(cx + s * (faceW + 70))},${fmt(fy - faceH * 0.6)} ${fmt(cx + s * (faceW + 40))},${fmt(fy + faceH * 0.9)}Q${fmt(cx + s * (faceW + 20))},${fmt(fy)} ${fmt(cx + s * faceW * 0.9)},${fmt(fy - faceH * 0.3)}Z`,
      hairCol,
    );
  }
}

/** Long hair or a bob framing the face below a hat. */
export function drawHairUnderHat(c: Portrait): void {
  const { p, cx, hairCol, style, faceW, faceH, fy } = c;
  if (style === "long" || style === "bob") {
    // hair framing the face below the hat
    const w = faceW + 8;
    p(
      `M${fmt(cx - w)},${fmt(fy - faceH * 0.45)}Q${fmt(cx - w - 4)},${fmt(fy + faceH * 0.2)} ${fmt(cx - faceW * 0.92)},${fmt(fy + faceH * 0.35)}L${fmt(cx - faceW * 0.82)},${fmt(fy - faceH * 0.45)}ZM${fmt(cx + w)},${fmt(fy - faceH * 0.45)}Q${fmt(cx + w + 4)},${fmt(fy + faceH * 0.2)} ${fmt(cx + faceW * 0.92)},${fmt(fy + faceH * 0.35)}L${fmt(cx + faceW * 0.82)},${fmt(fy - faceH * 0.45)}Z`,
      hairCol,
    );
  }
}
