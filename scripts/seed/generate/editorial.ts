import { FEATURED_COUNTRIES } from "../../../domain/featured";
import { renderMarkdown } from "../../../worker/services/content/markdown";
import { BLOG_ARTICLES } from "../content/blog";
import { DAY, iso, type Seeding } from "./context";

/** The blog (the last article still waits for review) and the featured destinations' pictures. */
export function addEditorial(s: Seeding, adminId: string): void {
  const { rng, now, data, placePhotos } = s;
  for (const [i, a] of BLOG_ARTICLES.entries()) {
    const key = `demo/blog/${a.slug}.webp`;
    data.photos.push({ key, kind: "landscape", seed: 9000 + i, scene: a.scene });
    const published = now - (i * 9 + 2) * DAY;
    const rendered = renderMarkdown(a.body);
    const cover = `/media/${key}`;
    data.blog_articles.push({
      id: rng.uuid(),
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      body: a.body,
      cover_image_url: cover,
      body_html: rendered.html,
      toc: rendered.toc,
      reading_minutes: rendered.readingMinutes,
      photos: [cover, ...rendered.photos.filter((p) => p !== cover)],
      seo_description: a.excerpt.length <= 160 ? a.excerpt : `${a.excerpt.slice(0, 157).trimEnd()}…`,
      is_featured: i === 0,
      tags: a.tags,
      country: a.country,
      author_name: a.author,
      // The story waiting for review came through /blog/submit: its author is told of the decision by e-mail.
      author_email: i === BLOG_ARTICLES.length - 1 ? "aigerim.seitkali@demo.untrodden.travel" : null,
      status: i === BLOG_ARTICLES.length - 1 ? "submitted" : "published",
      is_showcase: a.showcase,
      published_at: i === BLOG_ARTICLES.length - 1 ? null : iso(published),
      created_at: iso(published - DAY),
      updated_at: iso(published),
    });
  }
  for (const country of FEATURED_COUNTRIES) {
    const photo = placePhotos.get(country)?.[0];
    if (photo) {
      data.destination_images.push({
        country,
        image_url: photo.url,
        alt_text: `${country} destination`,
        updated_by: adminId,
      });
    }
  }
}
