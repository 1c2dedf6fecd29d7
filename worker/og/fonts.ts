/**
 * The share image's fonts, shipped in ./fonts (SIL Open Font License 1.1: see the LICENSE files there), regular and
 * bold each:
 * - Inter 4.1 (the app's typeface), complete: Latin, Cyrillic, Greek, Vietnamese, arrows and symbols. WOFF2, from
 *   the inter-ui 4.1.1 package: satori 0.63 decodes WOFF2 itself (in layout.wasm).
 * - Vazirmatn for Arabic script (@fontsource/vazirmatn 5.3.0, Arabic subset). Noto Sans Arabic draws its letters'
 *   dots as GPOS marks, which satori 0.63 drops after joined letters; Vazirmatn's dotted letters are whole glyphs.
 * - Noto Sans Hebrew, Georgian and Armenian (@fontsource 5.3.0, each script's subset).
 * Anything else (CJK, Thai, Devanagari…) draws as the missing-glyph box; emoji are removed before (./text.ts).
 *
 * Satori picks one font per family name and weight, then falls back per character to the other families.
 */
import type { Font } from "satori/standalone";
import inter400 from "./fonts/inter-400.woff2";
import inter700 from "./fonts/inter-700.woff2";
import notoArmenian400 from "./fonts/noto-sans-armenian-armenian-400-normal.woff";
import notoArmenian700 from "./fonts/noto-sans-armenian-armenian-700-normal.woff";
import notoGeorgian400 from "./fonts/noto-sans-georgian-georgian-400-normal.woff";
import notoGeorgian700 from "./fonts/noto-sans-georgian-georgian-700-normal.woff";
import notoHebrew400 from "./fonts/noto-sans-hebrew-hebrew-400-normal.woff";
import notoHebrew700 from "./fonts/noto-sans-hebrew-hebrew-700-normal.woff";
import vazirmatnArabic400 from "./fonts/vazirmatn-arabic-400-normal.woff";
import vazirmatnArabic700 from "./fonts/vazirmatn-arabic-700-normal.woff";

export const FONTS: Font[] = [
  { name: "Inter", data: inter400, weight: 400, style: "normal" },
  { name: "Inter", data: inter700, weight: 700, style: "normal" },
  { name: "Vazirmatn", data: vazirmatnArabic400, weight: 400, style: "normal" },
  { name: "Vazirmatn", data: vazirmatnArabic700, weight: 700, style: "normal" },
  { name: "Noto Sans Hebrew", data: notoHebrew400, weight: 400, style: "normal" },
  { name: "Noto Sans Hebrew", data: notoHebrew700, weight: 700, style: "normal" },
  { name: "Noto Sans Georgian", data: notoGeorgian400, weight: 400, style: "normal" },
  { name: "Noto Sans Georgian", data: notoGeorgian700, weight: 700, style: "normal" },
  { name: "Noto Sans Armenian", data: notoArmenian400, weight: 400, style: "normal" },
  { name: "Noto Sans Armenian", data: notoArmenian700, weight: 700, style: "normal" },
];

export const FONT_FAMILY = [...new Set(FONTS.map((font) => JSON.stringify(font.name)))].join(", ");
