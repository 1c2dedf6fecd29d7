/**
 * Share metadata of the information pages (worker/seo/page.ts): each page's own title and description, the site's
 * share image, a breadcrumb, and the page's schema.org type; /faq carries its questions as FAQPage data.
 */
import { BRAND } from "./brand";
import { FAQ_ENTRIES } from "./faq";
import { INFO_PAGES, type InfoPageId, infoPath } from "./info-pages";
import { absolute, DEFAULT_SHARE_IMAGE, type JsonLd, type PageMeta } from "./meta";
import { pageTitle } from "./titles";

function faqData(url: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    mainEntity: FAQ_ENTRIES.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer.join("\n\n") },
    })),
  };
}

export function infoMeta(origin: string, id: InfoPageId): PageMeta {
  const page = INFO_PAGES[id];
  const path = infoPath(id);
  const url = absolute(origin, path);
  const main: JsonLd =
    page.schemaType === "FAQPage"
      ? faqData(url)
      : {
          "@context": "https://schema.org",
          "@type": page.schemaType,
          name: page.name,
          description: page.description,
          url,
          dateModified: page.updated,
          publisher: { "@type": "Organization", name: BRAND.name, url: `${origin}/` },
        };
  return {
    title: pageTitle(page.name),
    shareTitle: page.name,
    description: page.description,
    url,
    type: "website",
    image: { url: absolute(origin, DEFAULT_SHARE_IMAGE), alt: `${BRAND.name}: ${BRAND.tagline}` },
    jsonLd: [
      main,
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: BRAND.name, item: `${origin}/` },
          { "@type": "ListItem", position: 2, name: page.name, item: url },
        ],
      },
    ],
    noindex: false,
    price: null,
    labels: [],
  };
}
