/**
 * The 1200×630 share image of a listing or host (og:image), rendered at the edge: satori lays out an element tree
 * (object form, no JSX) into SVG with the fonts shipped in ./fonts, resvg rasterises it to PNG.
 *
 * User text only ever reaches satori as text children, which it shapes into glyph paths: nothing here writes markup.
 * Emoji are dropped (no emoji font ships); glyphs no shipped font has render as the font's missing-glyph box.
 * A photo that cannot be decoded (AVIF, corrupt bytes, too large) is left out, never an error.
 * Same input → same bytes.
 */
import { BRAND } from "../../domain/brand";
import { getResvg, getSatori, type Satori } from "./engine";
import { FONT_FAMILY, FONTS } from "./fonts";
import { preparePhoto, sniffImage } from "./photo";
import { cleanText, direction } from "./text";

export interface ShareCard {
  /** listing title or host display name; may be long, contain emoji, RTL text, quotes, <script> etc. */
  title: string;
  /** small line above the title, e.g. "Private tour · 3 days", "Local guide", "Rental car" */
  eyebrow: string;
  /** e.g. "Almaty, Kazakhstan" */
  place: string | null;
  /** e.g. "From €120 per person", "€60 per day" */
  price: string | null;
  /** e.g. "Hosted by Aida K." or "★ 4.8 · 23 reviews" */
  byline: string | null;
  /** the listing's first photo or the host's photo, bytes as stored in R2 (demo photos are WebP; uploads may be JPEG, PNG, WebP, AVIF) */
  photo: { bytes: Uint8Array; contentType: string } | null;
}

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

// Palette: web/src/styles.css (brand = teal, ember = accent).
const BRAND_900 = "#123f3b";
const BRAND_800 = "#115e57";
const BRAND_700 = "#0f766e";
const BRAND_200 = "#aee4da";
const SAND_50 = "#fbf8f3";
const AMBER = "#f59e0b";

const svgUri = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

/** The favicon's mark (web/public/favicon.svg): mountains and a sun on a teal tile. */
const MARK = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M8 48 24 22l9 14 6-9 17 21Z" fill="#fef3c7"/><circle cx="45" cy="17" r="6" fill="#f59e0b"/></svg>',
);
const PIN = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="#aee4da"/></svg>',
);
const starSvg = (fill: string, stroke: string) =>
  svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="m12 3.2 2.7 5.6 6.1.8-4.5 4.2 1.2 6.1L12 16.9l-5.5 3 1.2-6.1-4.5-4.2 6.1-.8Z" fill="${fill}" stroke="${stroke}" stroke-width="1.6" stroke-linejoin="round"/></svg>`,
  );
const STAR = starSvg(AMBER, AMBER);
const STAR_OUTLINE = starSvg("none", AMBER);

/** Satori's element objects (what JSX would produce). */
interface Node {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: Child | Child[];
    src?: string | ArrayBuffer;
    [k: string]: unknown;
  };
}
type Child = Node | string | null;

const el = (
  type: string,
  style: Record<string, unknown>,
  children?: Child | Child[],
  extra?: Record<string, unknown>,
): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

/** Inline SVG shapes, copied into satori's output as they are (constants only: never user text). */
const shape = (tag: "path" | "circle", attrs: Record<string, string | number>): Node => ({ type: tag, props: attrs });
const svg = (style: Record<string, unknown>, viewBox: string, children: Node[]): Node => ({
  type: "svg",
  props: { style, viewBox, width: style.width, height: style.height, children },
});

/** Drawn behind the text when there is no full-bleed photo: a mountain range in the brand's teals, like the mark. */
function ridges(sun: boolean): Node {
  return svg(
    { position: "absolute", left: 0, top: 0, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
    "0 0 1200 630",
    [
      ...(sun ? [shape("circle", { cx: 1010, cy: 150, r: 58, fill: AMBER, fillOpacity: 0.9 })] : []),
      shape("path", { d: "M420 630 700 300l120 140 90-100 290 290Z", fill: "#14a38f", fillOpacity: 0.35 }),
      shape("path", { d: "M560 630 880 250l110 130 70-80 140 160v170Z", fill: "#0f8a79", fillOpacity: 0.55 }),
      shape("path", {
        d: "M0 630V520l180-90 150 70 170-120 210 130 160-80 330 170v30Z",
        fill: BRAND_900,
        fillOpacity: 0.6,
      }),
    ],
  );
}

function titleSize(title: string, narrow: boolean): number {
  const length = Array.from(title).length;
  if (narrow) return length <= 20 ? 68 : length <= 40 ? 58 : 50;
  if (length <= 24) return 80;
  if (length <= 44) return 70;
  if (length <= 70) return 60;
  return 54;
}

/**
 * How the photo is shown: "cover" fills the card (landscape photos, e.g. a listing's); "inset" is a circle on the
 * right (square or portrait photos such as a host's, and small ones, which would be blurry stretched to 1200 px).
 */
type PhotoLayout = "cover" | "inset";
const INSET_SIZE = 360;
const INSET_RIGHT = 88;

function photoLayout(width: number, height: number): PhotoLayout {
  return width / height >= 1.3 && width >= 800 ? "cover" : "inset";
}

interface Texts {
  title: string;
  eyebrow: string;
  place: string;
  price: string;
  byline: string;
}

function tree(t: Texts, photo: ArrayBuffer | null, layout: PhotoLayout): Node {
  const cover = photo !== null && layout === "cover";
  const inset = photo !== null && layout === "inset";
  const size = titleSize(t.title, inset);
  const dir = direction(t.title);
  const line = (text: string, style: Record<string, unknown>): Node =>
    el(
      "div",
      {
        display: "block",
        overflow: "hidden",
        whiteSpace: "nowrap",
        textOverflow: "ellipsis",
        maxWidth: "100%",
        ...style,
      },
      text,
      { dir: direction(text) },
    );

  const header = el("div", { display: "flex", alignItems: "center" }, [
    el("img", { width: 48, height: 48, marginRight: 16 }, undefined, { src: MARK, width: 48, height: 48 }),
    el("div", { fontSize: 32, fontWeight: 700, color: "#ffffff", letterSpacing: -0.5 }, BRAND.name),
  ]);

  const details: Child[] = [];
  if (t.place)
    details.push(
      el("div", { display: "flex", alignItems: "center", maxWidth: "100%" }, [
        el("img", { width: 30, height: 30, marginRight: 10, flexShrink: 0 }, undefined, {
          src: PIN,
          width: 30,
          height: 30,
        }),
        line(t.place, { fontSize: 30, color: SAND_50 }),
      ]),
    );
  if (t.byline) details.push(line(t.byline, { fontSize: 26, color: BRAND_200, marginTop: t.place ? 10 : 0 }));

  const pricePill = t.price
    ? el(
        "div",
        {
          display: "flex",
          flexShrink: 0,
          maxWidth: 520,
          padding: "14px 26px",
          borderRadius: 999,
          backgroundColor: SAND_50,
          color: BRAND_900,
          fontSize: 30,
          fontWeight: 700,
        },
        [line(t.price, {})],
      )
    : null;

  // With an inset photo the price hangs under the circle; otherwise it sits at the bottom right.
  const footer = el(
    "div",
    { display: "flex", alignItems: "flex-end", justifyContent: "space-between", marginTop: 28 },
    [
      el(
        "div",
        { display: "flex", flexDirection: "column", flexShrink: 1, minWidth: 0, marginRight: inset ? 0 : 32 },
        details,
      ),
      inset ? null : pricePill,
    ],
  );

  const body = el("div", { display: "flex", flexDirection: "column", width: "100%" }, [
    t.eyebrow
      ? el("div", { display: "flex", marginBottom: 18 }, [
          el(
            "div",
            {
              display: "flex",
              maxWidth: "100%",
              padding: "8px 18px",
              borderRadius: 999,
              backgroundColor: cover ? "rgba(15,118,110,0.92)" : "rgba(255,255,255,0.14)",
              color: "#ffffff",
              fontSize: 24,
              fontWeight: 700,
              letterSpacing: 0.3,
            },
            [line(t.eyebrow, {})],
          ),
        ])
      : null,
    el(
      "div",
      {
        display: "block",
        lineClamp: 3,
        overflow: "hidden",
        fontSize: size,
        fontWeight: 700,
        lineHeight: 1.12,
        letterSpacing: size >= 70 ? -1.5 : -1,
        color: "#ffffff",
        textAlign: dir === "rtl" ? "right" : "left",
      },
      t.title,
      { dir },
    ),
    footer,
  ]);

  const layers: Child[] = [];
  if (cover) {
    layers.push(
      el(
        "img",
        {
          position: "absolute",
          left: 0,
          top: 0,
          width: SHARE_IMAGE_WIDTH,
          height: SHARE_IMAGE_HEIGHT,
          objectFit: "cover",
        },
        undefined,
        { src: photo, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
      ),
      el("div", {
        position: "absolute",
        left: 0,
        top: 0,
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        backgroundImage:
          "linear-gradient(180deg, rgba(6,24,22,0.5) 0%, rgba(6,24,22,0) 24%, rgba(6,24,22,0.12) 40%, rgba(6,24,22,0.72) 68%, rgba(6,24,22,0.9) 100%)",
      }),
    );
  } else {
    layers.push(ridges(!inset));
  }
  if (inset) {
    const top = (SHARE_IMAGE_HEIGHT - INSET_SIZE) / 2;
    layers.push(
      el("div", {
        position: "absolute",
        top: top - 10,
        right: INSET_RIGHT - 10,
        width: INSET_SIZE + 20,
        height: INSET_SIZE + 20,
        borderRadius: 999,
        backgroundColor: "rgba(251,248,243,0.9)",
      }),
      el(
        "img",
        {
          position: "absolute",
          top,
          right: INSET_RIGHT,
          width: INSET_SIZE,
          height: INSET_SIZE,
          borderRadius: 999,
          objectFit: "cover",
        },
        undefined,
        { src: photo, width: INSET_SIZE, height: INSET_SIZE },
      ),
    );
    if (pricePill)
      layers.push(
        el(
          "div",
          {
            position: "absolute",
            top: top + INSET_SIZE - 34,
            right: INSET_RIGHT - 80,
            width: INSET_SIZE + 160,
            display: "flex",
            justifyContent: "center",
          },
          [pricePill],
        ),
      );
  }
  layers.push(
    el(
      "div",
      {
        position: "absolute",
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: inset ? `52px ${INSET_RIGHT + INSET_SIZE + 56}px 56px 64px` : "52px 64px 56px",
      },
      [header, body],
    ),
  );

  return el(
    "div",
    {
      display: "flex",
      position: "relative",
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fontFamily: FONT_FAMILY,
      backgroundColor: BRAND_700,
      backgroundImage: `linear-gradient(135deg, ${BRAND_900} 0%, ${BRAND_800} 45%, ${BRAND_700} 100%)`,
    },
    layers,
  );
}

async function toSvg(satori: Satori, texts: Texts, photo: ArrayBuffer | null, layout: PhotoLayout): Promise<string> {
  return satori(tree(texts, photo, layout) as unknown as Parameters<Satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: FONTS,
    graphemeImages: { "★": STAR, "☆": STAR_OUTLINE },
    // Glyphs no shipped font has: draw the missing-glyph box rather than fetching a font.
    loadAdditionalAsset: async () => [],
  });
}

/** The share image of `card` as PNG bytes, exactly SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT. */
export async function renderShareImage(card: ShareCard): Promise<Uint8Array> {
  const texts: Texts = {
    title: cleanText(card.title, 160) || BRAND.tagline,
    eyebrow: cleanText(card.eyebrow, 60),
    place: cleanText(card.place ?? "", 80),
    price: cleanText(card.price ?? "", 40),
    byline: cleanText(card.byline ?? "", 80),
  };
  const sniffed = card.photo ? sniffImage(card.photo.bytes) : null;
  const layout = sniffed ? photoLayout(sniffed.width, sniffed.height) : "cover";
  const box = layout === "cover" ? [SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT] : [INSET_SIZE, INSET_SIZE];
  const [satori, Resvg, photo] = await Promise.all([
    getSatori(),
    getResvg(),
    card.photo && sniffed ? preparePhoto(card.photo.bytes, box[0] as number, box[1] as number) : Promise.resolve(null),
  ]);
  let svg: string;
  try {
    svg = await toSvg(satori, texts, photo, layout);
  } catch (error) {
    // A photo whose header satori cannot read: the card without it.
    if (photo === null) throw error;
    svg = await toSvg(satori, texts, null, layout);
  }
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
