/**
 * The information pages (issue 17 item 5): their names, share descriptions and the date their text last changed,
 * read by the worker (share metadata, the sitemap's lastmod) and by the pages themselves (tab title, "Last
 * updated"). Change `updated` whenever a page's text changes.
 */
import { BRAND } from "./brand";

export const INFO_PAGE_IDS = [
  "our-story",
  "sustainability",
  "faq",
  "how-it-works",
  "press-media",
  "terms",
  "privacy",
  "cookies",
  "contact",
] as const;
export type InfoPageId = (typeof INFO_PAGE_IDS)[number];

export interface InfoPage {
  /** The heading and the share title. */
  name: string;
  description: string;
  /** ISO date the text last changed. */
  updated: string;
  /** schema.org type of the page. */
  schemaType: "AboutPage" | "FAQPage" | "WebPage" | "ContactPage";
}

export const INFO_PAGES: Record<InfoPageId, InfoPage> = {
  "our-story": {
    name: "Our story",
    description: `Why ${BRAND.name} exists: a marketplace for the local guides, drivers and tour operators of places guidebooks skip, from Kazakhstan to Ethiopia.`,
    updated: "2026-11-26",
    schemaType: "AboutPage",
  },
  sustainability: {
    name: "Sustainability",
    description:
      "How we favour local hosts, keep prices in their hands, pay them directly and encourage low-impact travel in fragile places.",
    updated: "2026-11-26",
    schemaType: "WebPage",
  },
  faq: {
    name: "Frequently asked questions",
    description: `Answers about booking, deposits, cancellations, reviews, becoming a host and your account on ${BRAND.name}.`,
    updated: "2026-11-26",
    schemaType: "FAQPage",
  },
  "how-it-works": {
    name: "How it works",
    description:
      "For travelers: search, message a host, request to book, pay a deposit, travel, review. For hosts: apply, get verified, publish, answer requests.",
    updated: "2026-11-26",
    schemaType: "WebPage",
  },
  "press-media": {
    name: "Press & media",
    description: `The ${BRAND.name} press kit: who we are in a paragraph, the facts, our logo files and how to reach us.`,
    updated: "2026-11-26",
    schemaType: "WebPage",
  },
  terms: {
    name: "Terms of service",
    description: `The rules of ${BRAND.name} for travelers and hosts: bookings, deposits, cancellations, reviews and conduct.`,
    updated: "2026-11-26",
    schemaType: "WebPage",
  },
  privacy: {
    name: "Privacy policy",
    description: `What ${BRAND.name} stores about you, for how long, who sees it, and how to download or delete it.`,
    updated: "2026-11-26",
    schemaType: "WebPage",
  },
  cookies: {
    name: "Cookies and local storage",
    description: `Every cookie and browser storage key ${BRAND.name} uses, what it is for and how long it lasts.`,
    updated: "2026-11-26",
    schemaType: "WebPage",
  },
  contact: {
    name: "Contact us",
    description: `Write to the ${BRAND.name} team about a booking, hosting, your account, safety or press.`,
    updated: "2026-11-26",
    schemaType: "ContactPage",
  },
};

export const infoPath = (id: InfoPageId) => `/${id}`;

export const isInfoPageId = (value: string): value is InfoPageId =>
  (INFO_PAGE_IDS as readonly string[]).includes(value);
