/**
 * The text of a listing's or host's 1200x630 share image and its version. The version is a hash of everything
 * drawn on the image (text and photo key), so the image URL and its R2 key change exactly when the picture
 * would: an unchanged entity keeps reusing its stored image, a changed one gets a new one.
 */
import { LISTING_TYPE_LABEL } from "../../domain/listing-card";
import { listingPriceText, place, ratingText } from "../../domain/meta";
import { HOST_TYPE_LABEL } from "../../domain/people";
import { LISTING_ROUTE } from "../../domain/vocabulary";
import type { ArticlePreviewData } from "../db/blog";
import type { HostPreviewData, ListingPreviewData } from "../db/share-previews";

export interface ShareCardText {
  title: string;
  eyebrow: string;
  place: string | null;
  price: string | null;
  byline: string | null;
  /** Media key or URL of the photo drawn behind the text. */
  photo: string | null;
}

/** Bump when the image layout changes, so every stored image is drawn again. */
const LAYOUT_VERSION = "1";

export function listingShareCard(l: ListingPreviewData): ShareCardText {
  const days =
    (l.kind === "tour" || l.kind === "group_tour") && l.days ? `${l.days} ${l.days === 1 ? "day" : "days"}` : null;
  return {
    title: l.title,
    eyebrow: [LISTING_TYPE_LABEL[l.kind], days].filter(Boolean).join(" · "),
    place: place(l.cities, l.countries) || null,
    price: l.price !== null && l.price > 0 ? listingPriceText(l.kind, l.price) : null,
    byline: `Hosted by ${l.host.name}`,
    photo: l.photo ?? l.hostPhoto,
  };
}

export function hostShareCard(h: HostPreviewData): ShareCardText {
  return {
    title: h.name,
    eyebrow: `Verified ${HOST_TYPE_LABEL[h.hostType].toLowerCase()}${h.superhost ? " · Superhost" : ""}`,
    place: place(h.city ? [h.city] : [], h.country ? [h.country] : []) || null,
    price: null,
    byline: ratingText(h.rating, h.reviews),
    photo: h.photo,
  };
}

/** An article's share image: its cover behind the title, the country and the author (issue 17). */
export function articleShareCard(a: ArticlePreviewData): ShareCardText {
  return {
    title: a.title,
    eyebrow: `${a.is_showcase ? "Traveler story" : "Blog"} · ${a.reading_minutes} min read`,
    place: a.country,
    price: null,
    byline: `By ${a.author.name}`,
    photo: a.cover,
  };
}

/** A short, stable version of everything the image draws. */
export function cardVersion(card: ShareCardText): string {
  const text = JSON.stringify([
    LAYOUT_VERSION,
    card.title,
    card.eyebrow,
    card.place,
    card.price,
    card.byline,
    card.photo,
  ]);
  return shortHash(text);
}

/** 53-bit FNV-1a style hash in base 36: short and stable, enough to tell two versions of a text apart (not secure). */
export function shortHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return ((h2 >>> 0) * 0x200000 + ((h1 >>> 0) & 0x1fffff)).toString(36);
}

export type ShareEntity =
  | { kind: "listing"; route: string; id: string }
  | { kind: "host"; id: string }
  | { kind: "article"; id: string };

const ENTITY_PREFIX = (entity: ShareEntity) =>
  entity.kind === "host" ? "host" : entity.kind === "article" ? "blog" : entity.route;

/** The public URL path of an entity's share image (served by worker/routes/og.ts). */
export function shareImagePath(entity: ShareEntity, version: string): string {
  return `/og/${ENTITY_PREFIX(entity)}/${entity.id}.png?v=${version}`;
}

/** The R2 key of a stored share image; everything of one entity shares the prefix, for clean-up. */
export function shareImagePrefix(entity: ShareEntity): string {
  return `og/${ENTITY_PREFIX(entity)}/${entity.id}/`;
}

export function listingShareEntity(l: Pick<ListingPreviewData, "kind" | "id">): ShareEntity {
  return { kind: "listing", route: LISTING_ROUTE[l.kind], id: l.id };
}
