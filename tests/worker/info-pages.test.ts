import { describe, expect, it } from "vitest";
import { FAQ_ENTRIES } from "../../domain/faq";
import { INFO_PAGE_IDS, INFO_PAGES, infoPath } from "../../domain/info-pages";
import { pageTitle } from "../../domain/titles";
import { ldOfType, readHead } from "./head";
import { get, ORIGIN } from "./helpers";

/** The information pages' share metadata as a crawler reads it from the server-rendered head, and their sitemap entries. */

async function head(path: string) {
  const res = await get(path, { headers: { Accept: "text/html", "User-Agent": "Googlebot/2.1" } });
  return { res, head: await readHead(await res.text()) };
}

describe("information pages", () => {
  it("each answers 200 with its own title, description, canonical URL and breadcrumb", async () => {
    const descriptions = new Set<string>();
    for (const id of INFO_PAGE_IDS) {
      const page = INFO_PAGES[id];
      const { res, head: h } = await head(infoPath(id));
      expect(res.status, id).toBe(200);
      expect(h.title, id).toBe(pageTitle(page.name));
      expect(h.meta["og:title"], id).toBe(page.name);
      expect(h.meta.description, id).toBe(page.description);
      expect(h.meta["og:description"], id).toBe(page.description);
      expect(h.canonical, id).toBe(`${ORIGIN}${infoPath(id)}`);
      expect(h.meta["og:image"], id).toBe(`${ORIGIN}/og-default.png`);
      expect(h.meta.robots ?? "", id).not.toContain("noindex");
      const crumbs = ldOfType(h, "BreadcrumbList") as { itemListElement: { name: string }[] } | undefined;
      expect(
        crumbs?.itemListElement.map((c) => c.name),
        id,
      ).toEqual(["Untrodden", page.name]);
      expect(ldOfType(h, page.schemaType), id).toBeDefined();
      descriptions.add(page.description);
    }
    expect(descriptions.size).toBe(INFO_PAGE_IDS.length);
  });

  it("/faq carries every question and its answer as FAQPage structured data in the head", async () => {
    const { head: h } = await head("/faq");
    const faq = ldOfType(h, "FAQPage") as {
      mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(FAQ_ENTRIES.length);
    for (const [n, entry] of FAQ_ENTRIES.entries()) {
      const q = faq.mainEntity[n];
      expect(q?.["@type"]).toBe("Question");
      expect(q?.name).toBe(entry.question);
      expect(q?.acceptedAnswer["@type"]).toBe("Answer");
      expect(q?.acceptedAnswer.text).toBe(entry.answer.join("\n\n"));
    }
    // The rules' own numbers, not copies of them.
    expect(faq.mainEntity.find((q) => q.name === "How much is the deposit?")?.acceptedAnswer.text).toContain(
      "between 10% and 50%",
    );
  });

  it("keeps the case-insensitive path on one canonical URL", async () => {
    const { res, head: h } = await head("/FAQ");
    expect(res.status).toBe(200);
    expect(h.canonical).toBe(`${ORIGIN}/faq`);
  });

  it("are in the sitemap with the date their text last changed", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const id of INFO_PAGE_IDS) {
      const lastmod = `${INFO_PAGES[id].updated}T00:00:00Z`;
      expect(xml, id).toContain(`<url><loc>${ORIGIN}${infoPath(id)}</loc><lastmod>${lastmod}</lastmod></url>`);
    }
  });
});
