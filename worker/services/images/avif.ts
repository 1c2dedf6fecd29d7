import { checkParts, corrupt, fourcc, u8, u16be, u32be } from "./bytes";
import type { CleanImage } from "./types";

interface Box {
  type: string;
  start: number;
  /** First byte after the box header. */
  data: number;
  end: number;
}

/** The boxes between start and end; any box that runs past `end` makes the file corrupt (a truncated file). */
function boxes(b: Uint8Array, start: number, end: number): Box[] {
  const out: Box[] = [];
  let o = start;
  while (o < end) {
    checkParts(out.length + 1, "boxes");
    if (o + 8 > end) corrupt("box header cut off");
    let size = u32be(b, o);
    const type = fourcc(b, o + 4);
    let data = o + 8;
    if (size === 1) {
      if (o + 16 > end) corrupt("large box header cut off");
      size = u32be(b, o + 8) * 2 ** 32 + u32be(b, o + 12);
      data = o + 16;
    } else if (size === 0) {
      size = end - o;
    }
    if (size < data - o || o + size > end) corrupt(`${type} box runs past the end`);
    out.push({ type, start: o, data, end: o + size });
    o += size;
  }
  return out;
}

const child = (list: Box[], type: string) => list.find((x) => x.type === type);

/** Reads an unsigned integer of 0, 4 or 8 bytes (iloc field sizes). */
function uint(b: Uint8Array, o: number, size: number, limit: number): number {
  if (o + size > limit) corrupt("iloc cut off");
  if (size === 0) return 0;
  if (size === 4) return u32be(b, o);
  if (size === 8) return u32be(b, o) * 2 ** 32 + u32be(b, o + 4);
  if (size === 2) return u16be(b, o);
  return corrupt("bad iloc field size");
}

interface Extent {
  offset: number;
  length: number;
}

/**
 * Validates an AVIF (HEIF) container: an ftyp with an avif/avis brand, a meta box with a primary item, item
 * locations that lie inside the file (a truncated file fails), and neutralises metadata items, Exif and mime (XMP),
 * by zeroing their payload bytes in place (the layout, offsets and sizes stay as they were). Size from the
 * primary item's ispe property.
 */
export function cleanAvif(input: Uint8Array): CleanImage {
  const b = input.slice();
  const top = boxes(b, 0, b.length);
  const ftyp = top[0];
  if (ftyp?.type !== "ftyp") return corrupt("ftyp is not first");
  const brands: string[] = [];
  for (let o = ftyp.data; o + 4 <= ftyp.end; o += 4) if (o !== ftyp.data + 4) brands.push(fourcc(b, o));
  if (!brands.includes("avif") && !brands.includes("avis")) corrupt("not an AVIF brand");
  const meta = child(top, "meta");
  if (!meta) corrupt("no meta box");
  const metaBoxes = boxes(b, (meta as Box).data + 4, (meta as Box).end);

  const pitm = child(metaBoxes, "pitm");
  if (!pitm) corrupt("no primary item");
  const primary = u8(b, (pitm as Box).data) === 0 ? u16be(b, (pitm as Box).data + 4) : u32be(b, (pitm as Box).data + 4);

  // Item types from iinf/infe.
  const types = new Map<number, string>();
  const iinf = child(metaBoxes, "iinf");
  if (!iinf) corrupt("no item info");
  const iinfVersion = u8(b, (iinf as Box).data);
  const entriesStart = (iinf as Box).data + 4 + (iinfVersion === 0 ? 2 : 4);
  for (const infe of boxes(b, entriesStart, (iinf as Box).end)) {
    if (infe.type !== "infe") continue;
    const version = u8(b, infe.data);
    // AVIF (MIAF) requires version 2 or 3; older entries name their type differently and could hide XMP from us.
    if (version < 2) corrupt("item info entry older than version 2");
    let o = infe.data + 4;
    const id = version === 2 ? u16be(b, o) : u32be(b, o);
    o += version === 2 ? 2 : 4;
    o += 2; // protection index
    const itemType = fourcc(b, o);
    types.set(id, itemType);
  }

  // Item locations from iloc.
  const iloc = child(metaBoxes, "iloc");
  if (!iloc) corrupt("no item locations");
  const idat = child(metaBoxes, "idat");
  const locations = new Map<number, Extent[]>();
  /** Items built from other items (construction method 2): their bytes are not where iloc says. */
  const derived = new Set<number>();
  {
    const box = iloc as Box;
    const version = u8(b, box.data);
    let o = box.data + 4;
    if (o + 2 > box.end) corrupt("iloc cut off");
    const offsetSize = u8(b, o) >> 4;
    const lengthSize = u8(b, o) & 15;
    const baseSize = u8(b, o + 1) >> 4;
    const indexSize = version >= 1 ? u8(b, o + 1) & 15 : 0;
    o += 2;
    const count = version < 2 ? uint(b, o, 2, box.end) : uint(b, o, 4, box.end);
    o += version < 2 ? 2 : 4;
    checkParts(count, "items");
    // Field sizes may be 0, so an extent can take no bytes: count them, or a small table could claim billions.
    let extentsSeen = 0;
    for (let i = 0; i < count; i++) {
      const id = version < 2 ? uint(b, o, 2, box.end) : uint(b, o, 4, box.end);
      o += version < 2 ? 2 : 4;
      let method = 0;
      if (version >= 1) {
        method = uint(b, o, 2, box.end) & 15;
        o += 2;
      }
      o += 2; // data reference index
      const base = uint(b, o, baseSize, box.end);
      o += baseSize;
      const extentCount = uint(b, o, 2, box.end);
      o += 2;
      const extents: Extent[] = [];
      for (let e = 0; e < extentCount; e++) {
        checkParts(++extentsSeen, "item extents");
        o += indexSize;
        const offset = uint(b, o, offsetSize, box.end);
        o += offsetSize;
        const length = uint(b, o, lengthSize, box.end);
        o += lengthSize;
        let start: number;
        let limit: number;
        if (method === 0) {
          start = base + offset;
          limit = b.length;
        } else if (method === 1) {
          if (!idat) corrupt("idat item without an idat box");
          start = (idat as Box).data + base + offset;
          limit = (idat as Box).end;
        } else {
          derived.add(id); // item-offset construction: points into other items, already checked
          continue;
        }
        const len = length === 0 ? limit - start : length;
        if (start < 0 || start + len > limit) corrupt(`item ${id} lies outside the file`);
        extents.push({ offset: start, length: len });
      }
      locations.set(id, extents);
    }
  }
  if (!locations.get(primary)?.length) corrupt("the primary item has no data");

  // Metadata items: zero their payload where it lies, so the layout and every offset stay valid.
  for (const [id, type] of types) {
    if (type !== "Exif" && type !== "mime") continue;
    // Metadata assembled from other items cannot be blanked in place: refuse rather than keep it.
    if (derived.has(id)) corrupt("metadata item built from other items");
    for (const ext of locations.get(id) ?? []) b.fill(0, ext.offset, ext.offset + ext.length);
  }

  // Size: the primary item's ispe (through ipma), else the first ispe.
  let width: number | null = null;
  let height: number | null = null;
  const iprp = child(metaBoxes, "iprp");
  if (iprp) {
    const props = boxes(b, (iprp as Box).data, (iprp as Box).end);
    const ipco = child(props, "ipco");
    const ipma = child(props, "ipma");
    const properties = ipco ? boxes(b, ipco.data, ipco.end) : [];
    let ispe = properties.find((p) => p.type === "ispe");
    if (ipma) {
      const version = u8(b, ipma.data);
      const flags = u8(b, ipma.data + 3);
      let o = ipma.data + 4;
      const count = u32be(b, o);
      o += 4;
      for (let i = 0; i < count && o < ipma.end; i++) {
        const id = version < 1 ? u16be(b, o) : u32be(b, o);
        o += version < 1 ? 2 : 4;
        const n = u8(b, o++);
        for (let k = 0; k < n; k++) {
          const index = flags & 1 ? u16be(b, o) & 0x7fff : u8(b, o) & 0x7f;
          o += flags & 1 ? 2 : 1;
          const prop = properties[index - 1];
          if (id === primary && prop?.type === "ispe") ispe = prop;
        }
      }
    }
    if (ispe && ispe.data + 12 <= ispe.end) {
      width = u32be(b, ispe.data + 4);
      height = u32be(b, ispe.data + 8);
    }
  }
  return { bytes: b, contentType: "image/avif", width, height };
}
