import { adjust, BLACK, css, darken, hex, lighten, mix, type RGB } from "../colour";
import { hashSeed, Rng } from "../random";
import { fmt, op } from "../svg";
import { toWebp } from "../webp";

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

type HairStyle = "short" | "side" | "curly" | "bun" | "long" | "bob" | "buzz" | "bald" | "ponytail" | "afro";

type Headwear = "none" | "hijab" | "beanie" | "cap" | "sunhat" | "skullcap";

/** Pure 480x480 SVG of a friendly head-and-shoulders avatar. Same seed → same SVG. */
export function portraitSvg(seed: number): string {
  const rng = new Rng(hashSeed(seed, 0x5071, 77));
  const S = 480;
  const cx = 240;
  const out: string[] = [];
  const defs: string[] = [];
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
  const p = (d: string, fill: RGB | string, extra = "") =>
    out.push(`<path d="${d}" fill="${typeof fill === "string" ? fill : css(fill)}"${extra ? ` ${extra}` : ""}/>`);

  // background
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

  const faceW = rng.range(74, 86);
  const faceH = rng.range(94, 106);
  const fy = 212;
  const shoulderW = rng.range(150, 185);
  const neckW = faceW * rng.range(0.74, 0.88);
  const neckTop = fy + faceH * 0.6;
  const shoulderY = 348 + rng.range(-8, 8);

  // long hair behind (drawn first)
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
  let scarfCol: RGB | undefined;
  if (headwear === "hijab") {
    const scarf = hex(
      rng.pick(["#3a5a8c", "#8c3a5a", "#2f7a6a", "#c9a27a", "#6a4a8a", "#d97a5a", "#4a4a5a", "#b84a4a"]),
    );
    const w = faceW + 30;
    p(
      `M${fmt(cx - w)},${fmt(fy)}C${fmt(cx - w - 4)},${fmt(fy - faceH * 1.5)} ${fmt(cx + w + 4)},${fmt(fy - faceH * 1.5)} ${fmt(cx + w)},${fmt(fy)}C${fmt(cx + w + 10)},${fmt(fy + 90)} ${fmt(cx + shoulderW)},${fmt(shoulderY)} ${fmt(cx + shoulderW + 20)},${S}H${fmt(cx - shoulderW - 20)}C${fmt(cx - shoulderW)},${fmt(shoulderY)} ${fmt(cx - w - 10)},${fmt(fy + 90)} ${fmt(cx - w)},${fmt(fy)}Z`,
      scarf,
    );
    scarfCol = scarf;
  }

  // body / shoulders
  if (headwear !== "hijab") {
    const neck = `M${fmt(cx - neckW / 2)},${fmt(neckTop)}V${fmt(shoulderY + 10)}H${fmt(cx + neckW / 2)}V${fmt(neckTop)}Z`;
    p(neck, skin);
    p(
      `M${fmt(cx - neckW / 2)},${fmt(neckTop)}V${fmt(neckTop + 40)}Q${fmt(cx)},${fmt(neckTop + 58)} ${fmt(cx + neckW / 2)},${fmt(neckTop + 40)}V${fmt(neckTop)}Z`,
      skinShade,
    );
  }
  const shoulders = `M${fmt(cx - shoulderW - 30)},${S + 2}C${fmt(cx - shoulderW - 24)},${fmt(shoulderY + 40)} ${fmt(cx - shoulderW + 20)},${fmt(shoulderY)} ${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 6)}Q${fmt(cx)},${fmt(shoulderY + 8)} ${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 6)}C${fmt(cx + shoulderW - 20)},${fmt(shoulderY)} ${fmt(cx + shoulderW + 24)},${fmt(shoulderY + 40)} ${fmt(cx + shoulderW + 30)},${S + 2}Z`;
  if (headwear === "hijab" && scarfCol) {
    // under-layer coat
    p(shoulders, cloth);
    const w = faceW + 30;
    p(
      `M${fmt(cx - w + 4)},${fmt(fy + 20)}C${fmt(cx - w)},${fmt(fy + 120)} ${fmt(cx - 60)},${fmt(shoulderY + 30)} ${fmt(cx)},${fmt(shoulderY + 40)}C${fmt(cx + 60)},${fmt(shoulderY + 30)} ${fmt(cx + w)},${fmt(fy + 120)} ${fmt(cx + w - 4)},${fmt(fy + 20)}Z`,
      scarfCol,
    );
  } else {
    p(shoulders, cloth);
    const collar = rng.int(0, 3);
    if (collar === 0) {
      // v-neck
      p(
        `M${fmt(cx - neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx)},${fmt(shoulderY + 50)}L${fmt(cx + neckW * 0.85)},${fmt(shoulderY - 4)}Z`,
        skin,
      );
      p(
        `M${fmt(cx - neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx)},${fmt(shoulderY + 50)}L${fmt(cx + neckW * 0.85)},${fmt(shoulderY - 4)}L${fmt(cx + neckW * 0.85 + 8)},${fmt(shoulderY)}L${fmt(cx)},${fmt(shoulderY + 62)}L${fmt(cx - neckW * 0.85 - 8)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.15),
      );
    } else if (collar === 1) {
      // shirt collar
      const col = rng.chance(0.5) ? lighten(cloth, 0.75) : darken(cloth, 0.2);
      p(
        `M${fmt(cx - neckW * 0.95)},${fmt(shoulderY - 10)}L${fmt(cx - 4)},${fmt(shoulderY + 26)}L${fmt(cx - neckW * 0.55)},${fmt(shoulderY + 40)}Z`,
        col,
      );
      p(
        `M${fmt(cx + neckW * 0.95)},${fmt(shoulderY - 10)}L${fmt(cx + 4)},${fmt(shoulderY + 26)}L${fmt(cx + neckW * 0.55)},${fmt(shoulderY + 40)}Z`,
        col,
      );
      p(`M${fmt(cx - 2)},${fmt(shoulderY + 30)}h4V${S}h-4Z`, darken(cloth, 0.2), op(0.5));
    } else if (collar === 2) {
      // crew neck band
      p(
        `M${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 6)}Q${fmt(cx)},${fmt(shoulderY + 26)} ${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 6)}L${fmt(cx + neckW * 0.9 + 8)},${fmt(shoulderY - 2)}Q${fmt(cx)},${fmt(shoulderY + 38)} ${fmt(cx - neckW * 0.9 - 8)},${fmt(shoulderY - 2)}Z`,
        darken(cloth, 0.18),
      );
    } else {
      // jacket with open front
      const inner = rng.chance(0.5) ? hex("#f2efe8") : darken(cloth, 0.35);
      p(
        `M${fmt(cx - neckW * 0.8)},${fmt(shoulderY - 4)}L${fmt(cx - 30)},${S}H${fmt(cx + 30)}L${fmt(cx + neckW * 0.8)},${fmt(shoulderY - 4)}Q${fmt(cx)},${fmt(shoulderY + 14)} ${fmt(cx - neckW * 0.8)},${fmt(shoulderY - 4)}Z`,
        inner,
      );
      p(
        `M${fmt(cx - neckW * 0.9)},${fmt(shoulderY - 8)}L${fmt(cx - 30)},${S}h-10L${fmt(cx - neckW * 1.15)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.2),
      );
      p(
        `M${fmt(cx + neckW * 0.9)},${fmt(shoulderY - 8)}L${fmt(cx + 30)},${S}h10L${fmt(cx + neckW * 1.15)},${fmt(shoulderY)}Z`,
        darken(cloth, 0.2),
      );
    }
    // body shading
    p(
      `M${fmt(cx + shoulderW * 0.55)},${fmt(shoulderY + 10)}C${fmt(cx + shoulderW + 10)},${fmt(shoulderY + 20)} ${fmt(cx + shoulderW + 24)},${fmt(shoulderY + 60)} ${fmt(cx + shoulderW + 30)},${S}H${fmt(cx + shoulderW * 0.6)}Z`,
      darken(cloth, 0.2),
      op(0.35),
    );
  }

  // ears
  const earY = fy + 6;
  const earsHidden = headwear === "none" && (style === "long" || style === "bob");
  if (headwear !== "hijab" && !earsHidden) {
    for (const s of [-1, 1]) {
      out.push(`<ellipse cx="${fmt(cx + s * faceW * 0.97)}" cy="${fmt(earY)}" rx="14" ry="20" fill="${css(skin)}"/>`);
      out.push(
        `<ellipse cx="${fmt(cx + s * faceW * 0.99)}" cy="${fmt(earY)}" rx="7" ry="11" fill="${css(skinShade)}" ${op(0.6)}/>`,
      );
    }
    if (feminine && rng.chance(0.45)) {
      const ec = rng.pick(["#e8c15a", "#f0f0f0", "#d95a5a", "#5ac0c0"]);
      for (const s of [-1, 1])
        out.push(`<circle cx="${fmt(cx + s * faceW * 0.99)}" cy="${fmt(earY + 22)}" r="5" fill="${ec}"/>`);
    }
  }
  // face
  const jaw = rng.range(0.55, 0.75);
  const face = `M${fmt(cx - faceW)},${fmt(fy - faceH * 0.15)}C${fmt(cx - faceW)},${fmt(fy - faceH * 1.05)} ${fmt(cx + faceW)},${fmt(fy - faceH * 1.05)} ${fmt(cx + faceW)},${fmt(fy - faceH * 0.15)}C${fmt(cx + faceW)},${fmt(fy + faceH * 0.5)} ${fmt(cx + faceW * jaw)},${fmt(fy + faceH * 0.95)} ${fmt(cx)},${fmt(fy + faceH * 0.95)}C${fmt(cx - faceW * jaw)},${fmt(fy + faceH * 0.95)} ${fmt(cx - faceW)},${fmt(fy + faceH * 0.5)} ${fmt(cx - faceW)},${fmt(fy - faceH * 0.15)}Z`;
  p(face, skin);
  // soft shading on one side
  defs.push(`<clipPath id="face"><path d="${face}"/></clipPath>`);
  const shSide = rng.sign();
  out.push(
    `<ellipse cx="${fmt(cx + shSide * faceW * 1.05)}" cy="${fmt(fy + 10)}" rx="${fmt(faceW * 0.45)}" ry="${fmt(faceH * 1.1)}" fill="${css(skinShade)}" ${op(0.35)} clip-path="url(#face)"/>`,
  );

  // hijab: scarf frames an oval face opening
  if (headwear === "hijab" && scarfCol) {
    const rx = faceW * 0.9;
    const ry = faceH * 0.97;
    const oy = fy + faceH * 0.06;
    const frame = `M${fmt(cx - faceW - 34)},${fmt(fy + faceH * 1.4)}V${fmt(fy - faceH * 1.6)}H${fmt(cx + faceW + 34)}V${fmt(fy + faceH * 1.4)}ZM${fmt(cx - rx)},${fmt(oy)}a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(rx * 2)},0a${fmt(rx)},${fmt(ry)} 0 1,0 ${fmt(-rx * 2)},0Z`;
    defs.push(
      `<clipPath id="scarf"><path d="M${fmt(cx - faceW - 30)},${fmt(fy)}C${fmt(cx - faceW - 34)},${fmt(fy - faceH * 1.5)} ${fmt(cx + faceW + 34)},${fmt(fy - faceH * 1.5)} ${fmt(cx + faceW + 30)},${fmt(fy)}C${fmt(cx + faceW + 34)},${fmt(fy + faceH)} ${fmt(cx + faceW)},${fmt(fy + faceH * 1.3)} ${fmt(cx)},${fmt(fy + faceH * 1.35)}C${fmt(cx - faceW)},${fmt(fy + faceH * 1.3)} ${fmt(cx - faceW - 34)},${fmt(fy + faceH)} ${fmt(cx - faceW - 30)},${fmt(fy)}Z"/></clipPath>`,
    );
    p(frame, scarfCol, `fill-rule="evenodd" clip-path="url(#scarf)"`);
    out.push(
      `<path d="M${fmt(cx - rx * 0.98)},${fmt(oy - ry * 0.25)}C${fmt(cx - rx * 0.9)},${fmt(oy - ry * 1.28)} ${fmt(cx + rx * 0.9)},${fmt(oy - ry * 1.28)} ${fmt(cx + rx * 0.98)},${fmt(oy - ry * 0.25)}" fill="none" stroke="${css(darken(scarfCol, 0.18))}" stroke-width="7" stroke-linecap="round"/>`,
    );
  }

  // hair front
  const hairTop = fy - faceH * 0.95;
  if (
    headwear === "none" ||
    headwear === "cap" ||
    headwear === "beanie" ||
    headwear === "sunhat" ||
    headwear === "skullcap"
  ) {
    const showHair =
      headwear === "none" || style === "long" || style === "bob" || style === "ponytail" || style === "curly";
    if (headwear !== "none" && showHair && (style === "long" || style === "bob")) {
      // hair framing the face below the hat
      const w = faceW + 8;
      p(
        `M${fmt(cx - w)},${fmt(fy - faceH * 0.45)}Q${fmt(cx - w - 4)},${fmt(fy + faceH * 0.2)} ${fmt(cx - faceW * 0.92)},${fmt(fy + faceH * 0.35)}L${fmt(cx - faceW * 0.82)},${fmt(fy - faceH * 0.45)}ZM${fmt(cx + w)},${fmt(fy - faceH * 0.45)}Q${fmt(cx + w + 4)},${fmt(fy + faceH * 0.2)} ${fmt(cx + faceW * 0.92)},${fmt(fy + faceH * 0.35)}L${fmt(cx + faceW * 0.82)},${fmt(fy - faceH * 0.45)}Z`,
        hairCol,
      );
    }
    if (headwear === "none") {
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
    } else if (headwear === "beanie") {
      const hc = hex(rng.pick(["#c94a3a", "#2f5f8f", "#e0b23a", "#3f7a4a", "#6a4a8a", "#e07a3a", "#3a3a3a"]));
      const w = faceW + 10;
      const by = fy - faceH * 0.42;
      p(
        `M${fmt(cx - w)},${fmt(by)}C${fmt(cx - w)},${fmt(hairTop - faceH * 0.55)} ${fmt(cx + w)},${fmt(hairTop - faceH * 0.55)} ${fmt(cx + w)},${fmt(by)}Z`,
        hc,
      );
      p(`M${fmt(cx - w - 4)},${fmt(by + 4)}h${fmt(w * 2 + 8)}v-30h${fmt(-(w * 2 + 8))}Z`, darken(hc, 0.15));
      let ribs = "";
      for (let k = -5; k <= 5; k++) ribs += `M${fmt(cx + k * 15 - 2)},${fmt(by + 2)}h4v-26h-4Z`;
      p(ribs, darken(hc, 0.28), op(0.5));
      if (rng.chance(0.6))
        out.push(`<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.32)}" r="20" fill="${css(lighten(hc, 0.25))}"/>`);
    } else if (headwear === "cap") {
      const hc = hex(rng.pick(["#2f5f8f", "#c94a3a", "#3f7a4a", "#e8e2d4", "#3a3a3a", "#d9963a"]));
      const w = faceW + 8;
      const by = fy - faceH * 0.45;
      p(
        `M${fmt(cx - w)},${fmt(by)}C${fmt(cx - w)},${fmt(hairTop - faceH * 0.42)} ${fmt(cx + w)},${fmt(hairTop - faceH * 0.42)} ${fmt(cx + w)},${fmt(by)}Z`,
        hc,
      );
      const dir = rng.chance(0.75) ? 0 : rng.sign();
      if (dir === 0) {
        p(
          `M${fmt(cx - w - 4)},${fmt(by)}Q${fmt(cx)},${fmt(by - 12)} ${fmt(cx + w + 4)},${fmt(by)}Q${fmt(cx + w * 0.6)},${fmt(by + 26)} ${fmt(cx)},${fmt(by + 28)}Q${fmt(cx - w * 0.6)},${fmt(by + 26)} ${fmt(cx - w - 4)},${fmt(by)}Z`,
          darken(hc, 0.18),
        );
      } else {
        p(
          `M${fmt(cx + dir * w * 0.2)},${fmt(by)}L${fmt(cx + dir * (w + 60))},${fmt(by + 8)}Q${fmt(cx + dir * (w + 50))},${fmt(by - 10)} ${fmt(cx + dir * w)},${fmt(by - 10)}Z`,
          darken(hc, 0.18),
        );
      }
      out.push(`<circle cx="${cx}" cy="${fmt(hairTop - faceH * 0.18)}" r="6" fill="${css(darken(hc, 0.2))}"/>`);
    } else if (headwear === "sunhat") {
      const hc = hex(rng.pick(["#e8d3a8", "#d9b98a", "#f2e6cc", "#c9a06a"]));
      const band = hex(rng.pick(["#c94a3a", "#2f5f8f", "#3a3a3a", "#e07a5f"]));
      const by = fy - faceH * 0.5;
      out.push(`<ellipse cx="${cx}" cy="${fmt(by)}" rx="${fmt(faceW * 2.1)}" ry="30" fill="${css(hc)}"/>`);
      p(
        `M${fmt(cx - faceW * 0.95)},${fmt(by + 4)}C${fmt(cx - faceW)},${fmt(hairTop - faceH * 0.6)} ${fmt(cx + faceW)},${fmt(hairTop - faceH * 0.6)} ${fmt(cx + faceW * 0.95)},${fmt(by + 4)}Z`,
        lighten(hc, 0.1),
      );
      p(`M${fmt(cx - faceW * 0.95)},${fmt(by + 2)}h${fmt(faceW * 1.9)}v-16h${fmt(-faceW * 1.9)}Z`, band);
    } else if (headwear === "skullcap") {
      // embroidered Central Asian skullcap (doppa) sitting on short hair
      const hc = hex(rng.pick(["#1f2a24", "#2b1f2a", "#1d2633", "#3a2418"]));
      const motif = hex(rng.pick(["#f1ece1", "#e8c15a"]));
      const w = faceW * 0.86;
      const by = fy - faceH * 0.62;
      const top = by - faceH * 0.34;
      p(
        `M${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.1)}C${fmt(cx - faceW - 6)},${fmt(hairTop - faceH * 0.2)} ${fmt(cx + faceW + 6)},${fmt(hairTop - faceH * 0.2)} ${fmt(cx + faceW + 4)},${fmt(fy - faceH * 0.1)}Q${fmt(cx)},${fmt(fy - faceH * 0.8)} ${fmt(cx - faceW - 4)},${fmt(fy - faceH * 0.1)}Z`,
        hairCol,
      );
      p(
        `M${fmt(cx - w)},${fmt(by)}L${fmt(cx - w * 0.9)},${fmt(top + 10)}Q${fmt(cx - w * 0.88)},${fmt(top)} ${fmt(cx - w * 0.7)},${fmt(top)}H${fmt(cx + w * 0.7)}Q${fmt(cx + w * 0.88)},${fmt(top)} ${fmt(cx + w * 0.9)},${fmt(top + 10)}L${fmt(cx + w)},${fmt(by)}Q${fmt(cx)},${fmt(by + 8)} ${fmt(cx - w)},${fmt(by)}Z`,
        hc,
      );
      let pat = "";
      for (const k of [-1, 0, 1]) {
        const x = cx + k * w * 0.55;
        const y = (by + top) / 2 + 4;
        pat += `M${fmt(x - 9)},${fmt(y + 6)}Q${fmt(x - 10)},${fmt(y - 10)} ${fmt(x)},${fmt(y - 12)}Q${fmt(x + 10)},${fmt(y - 10)} ${fmt(x + 9)},${fmt(y + 6)}`;
      }
      out.push(
        `<path d="${pat}" fill="none" stroke="${css(motif)}" stroke-width="3" stroke-linecap="round" ${op(0.9)}/>`,
      );
      p(
        `M${fmt(cx - w)},${fmt(by)}Q${fmt(cx)},${fmt(by + 8)} ${fmt(cx + w)},${fmt(by)}v-5Q${fmt(cx)},${fmt(by + 3)} ${fmt(cx - w)},${fmt(by - 5)}Z`,
        motif,
        op(0.8),
      );
    }
  }

  // facial features
  const eyeY = fy - faceH * rng.range(0.05, 0.12);
  const eyeDX = faceW * rng.range(0.38, 0.44);
  const eyeR = rng.range(6.5, 8.5);
  const eyeDark = hex("#2a1e1a");
  const happyEyes = rng.chance(0.22);
  const browCol = mix(hairCol, BLACK, 0.2);
  const browLift = rng.range(18, 26);
  let feats = "";
  for (const s of [-1, 1]) {
    const ex = cx + s * eyeDX;
    if (happyEyes) {
      out.push(
        `<path d="M${fmt(ex - 10)},${fmt(eyeY + 2)}Q${fmt(ex)},${fmt(eyeY - 9)} ${fmt(ex + 10)},${fmt(eyeY + 2)}" fill="none" stroke="${css(eyeDark)}" stroke-width="4" stroke-linecap="round"/>`,
      );
    } else {
      out.push(
        `<ellipse cx="${fmt(ex)}" cy="${fmt(eyeY)}" rx="${fmt(eyeR * 0.85)}" ry="${fmt(eyeR)}" fill="${css(eyeDark)}"/>`,
      );
      out.push(`<circle cx="${fmt(ex + 2.2)}" cy="${fmt(eyeY - 2.5)}" r="2.2" fill="#ffffff" ${op(0.9)}/>`);
    }
    feats += `M${fmt(ex - 15)},${fmt(eyeY - browLift + 4)}Q${fmt(ex)},${fmt(eyeY - browLift - 6)} ${fmt(ex + 15)},${fmt(eyeY - browLift + 2)}`;
  }
  if (headwear !== "beanie" || rng.chance(0.5)) {
    out.push(
      `<path d="${feats}" fill="none" stroke="${css(browCol)}" stroke-width="${fmt(rng.range(4, 6))}" stroke-linecap="round"/>`,
    );
  }
  // blush
  for (const s of [-1, 1]) {
    out.push(
      `<ellipse cx="${fmt(cx + s * eyeDX * 1.15)}" cy="${fmt(eyeY + 32)}" rx="15" ry="9" fill="#ff7a7a" ${op(skin[0] > 200 ? 0.28 : 0.18)}/>`,
    );
  }
  // nose
  const noseY = eyeY + rng.range(30, 40);
  out.push(
    `<path d="M${fmt(cx - 6)},${fmt(noseY)}Q${fmt(cx)},${fmt(noseY + 6)} ${fmt(cx + 6)},${fmt(noseY)}" fill="none" stroke="${css(darken(skinShade, 0.15))}" stroke-width="3.5" stroke-linecap="round"/>`,
  );
  // beard / moustache
  const beard = !feminine && headwear !== "hijab" && rng.chance(0.35);
  const mouthY = noseY + rng.range(22, 28);
  let drewMouth = false;
  if (beard) {
    const full = rng.chance(0.6);
    drewMouth = full;
    const bc = hairCol;
    if (full) {
      p(
        `M${fmt(cx - faceW * 0.98)},${fmt(fy + 4)}C${fmt(cx - faceW * 0.9)},${fmt(fy + faceH * 1.15)} ${fmt(cx + faceW * 0.9)},${fmt(fy + faceH * 1.15)} ${fmt(cx + faceW * 0.98)},${fmt(fy + 4)}C${fmt(cx + faceW * 0.8)},${fmt(fy + faceH * 0.5)} ${fmt(cx + faceW * 0.4)},${fmt(mouthY - 8)} ${fmt(cx)},${fmt(mouthY - 10)}C${fmt(cx - faceW * 0.4)},${fmt(mouthY - 8)} ${fmt(cx - faceW * 0.8)},${fmt(fy + faceH * 0.5)} ${fmt(cx - faceW * 0.98)},${fmt(fy + 4)}Z`,
        bc,
      );
      p(
        `M${fmt(cx - 20)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY + 14)} ${fmt(cx + 20)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY + 4)} ${fmt(cx - 20)},${fmt(mouthY - 2)}Z`,
        hex("#7a3030"),
      );
    } else {
      p(
        `M${fmt(cx - 28)},${fmt(mouthY - 2)}Q${fmt(cx - 20)},${fmt(mouthY - 16)} ${fmt(cx)},${fmt(mouthY - 12)}Q${fmt(cx + 20)},${fmt(mouthY - 16)} ${fmt(cx + 28)},${fmt(mouthY - 2)}Q${fmt(cx)},${fmt(mouthY - 6)} ${fmt(cx - 28)},${fmt(mouthY - 2)}Z`,
        bc,
      );
    }
  }
  if (!drewMouth) {
    const open = rng.chance(0.45);
    const mw = rng.range(16, 24);
    if (open) {
      p(
        `M${fmt(cx - mw)},${fmt(mouthY)}Q${fmt(cx)},${fmt(mouthY + mw * 1.3)} ${fmt(cx + mw)},${fmt(mouthY)}Z`,
        hex("#7a2f2f"),
      );
      p(
        `M${fmt(cx - mw * 0.8)},${fmt(mouthY + 1)}Q${fmt(cx)},${fmt(mouthY + 8)} ${fmt(cx + mw * 0.8)},${fmt(mouthY + 1)}Z`,
        "#ffffff",
      );
    } else {
      out.push(
        `<path d="M${fmt(cx - mw)},${fmt(mouthY)}Q${fmt(cx)},${fmt(mouthY + mw * 0.9)} ${fmt(cx + mw)},${fmt(mouthY)}" fill="none" stroke="${css(hex("#7a3a34"))}" stroke-width="4.5" stroke-linecap="round"/>`,
      );
    }
  }
  // glasses
  if (rng.chance(0.22)) {
    const gc = rng.pick(["#2a2a2a", "#6a3a2a", "#2f4f8f", "#b8862f"]);
    const gr = rng.range(17, 21);
    out.push(
      `<g fill="none" stroke="${gc}" stroke-width="4"><circle cx="${fmt(cx - eyeDX)}" cy="${fmt(eyeY)}" r="${fmt(gr)}"/><circle cx="${fmt(cx + eyeDX)}" cy="${fmt(eyeY)}" r="${fmt(gr)}"/><path d="M${fmt(cx - eyeDX + gr)},${fmt(eyeY - 2)}Q${fmt(cx)},${fmt(eyeY - 10)} ${fmt(cx + eyeDX - gr)},${fmt(eyeY - 2)}M${fmt(cx - eyeDX - gr)},${fmt(eyeY - 2)}L${fmt(cx - faceW * 0.98)},${fmt(eyeY - 6)}M${fmt(cx + eyeDX + gr)},${fmt(eyeY - 2)}L${fmt(cx + faceW * 0.98)},${fmt(eyeY - 6)}"/></g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${defs.join("")}</defs>${out.join("")}</svg>`;
}

/** Portrait rendered to a 480x480 WebP (quality 78). */
export async function renderPortrait(seed: number): Promise<Uint8Array> {
  return toWebp(portraitSvg(seed));
}
