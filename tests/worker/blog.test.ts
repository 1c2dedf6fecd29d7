import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  ArticleResponse,
  BlogListResponse,
  MySubmissionsResponse,
  SubmissionResponse,
} from "../../domain/api/blog";
import { BLOG_LIMITS, BLOG_PAGE_SIZE, SUBMISSION_LIMITS } from "../../domain/blog";
import { type ErrorBody, get, seedSmall } from "./helpers";
import { type Person, person, uploadedPhoto } from "./people";

/**
 * The public blog and public submission (issue 17): what anyone reads, what stays hidden until an admin publishes
 * it, and the spam defences of the submission form.
 */

let traveler: Person;
let other: Person;
let admin: Person;

beforeAll(async () => {
  await seedSmall();
  [traveler, other, admin] = await Promise.all([person("traveler"), person("traveler"), person("admin")]);
});

const BODY =
  "## The road\n\nWe took the shared taxi from Khorog at six in the morning, squeezed between sacks of flour and a boy with a chicken. " +
  "The driver stopped at every village to hand over parcels.\n\n## Where we slept\n\nA homestay in Roshorv, " +
  "where the family fed us shirchoy and apricots and refused to let us pay for the second night.\n\n## What I would change\n\nMore days.";

const story = (extra: Record<string, unknown> = {}) => ({
  title: "Up the Bartang valley in a shared taxi",
  country: "Tajikistan",
  body: BODY,
  photos: [],
  consent: true,
  ...extra,
});

const list = async (query = "") => {
  const res = await get(`/api/blog${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<BlogListResponse>();
};
const submit = (who: Person, json: unknown, ip = "198.51.100.1") =>
  who.fetch("/api/blog/submissions", { method: "POST", json, headers: { "CF-Connecting-IP": ip } });
const rows = async () => (await env.DB.prepare("SELECT count(*) AS n FROM blog_articles").first<{ n: number }>())?.n;
const publish = (slug: string) =>
  env.DB.prepare("UPDATE blog_articles SET status = 'published', published_at = ?2 WHERE slug = ?1")
    .bind(slug, new Date().toISOString())
    .run();

describe("reading the blog", () => {
  it("lists published articles newest first, with the featured one above them and the filters", async () => {
    const page = await list();
    expect(page.featured?.title).toBeTruthy();
    expect(page.articles.map((a) => a.id)).not.toContain(page.featured?.id);
    expect(page.articles.length).toBeGreaterThan(0);
    expect(page.articles.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
    const dates = page.articles.map((a) => a.published_at ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.tags.map((t) => t.tag)).toContain("Practical");
    expect(page.countries.map((c) => c.country)).toContain("Nepal");
    const card = page.articles[0];
    expect(card).toMatchObject({ slug: expect.any(String), reading_minutes: expect.any(Number) });
    expect(card?.author.name).toBeTruthy();
  });

  it("searches title, excerpt and body, and filters by tag, country and travelers' stories", async () => {
    const search = await list("?q=teahouse");
    expect(search.featured).toBeNull();
    expect(search.articles.map((a) => a.slug)).toContain("nepal-teahouse-trekking-guide");
    expect((await list("?q=shirchoy-nowhere-word")).total).toBe(0);
    const tag = await list("?tag=gorillas");
    expect(tag.articles.map((a) => a.slug)).toEqual(["gorilla-trekking-uganda"]);
    const country = await list("?country=georgia");
    expect(country.articles.every((a) => a.country === "Georgia")).toBe(true);
    expect(country.total).toBeGreaterThan(0);
    const showcase = await list("?showcase=1");
    expect(showcase.articles.every((a) => a.is_showcase)).toBe(true);
    // "%" matches itself, not everything.
    expect((await list("?q=%25")).total).toBe(0);
  });

  it("numbers its pages", async () => {
    const first = await list();
    const beyond = await list(`?page=${first.pages + 1}`);
    expect(beyond.articles).toEqual([]);
    expect(beyond.featured).toBeNull();
    expect(beyond.total).toBe(first.total);
    expect((await get("/api/blog?page=0")).status).toBe(400);
    expect((await get("/api/blog?page=two")).status).toBe(400);
  });

  it("opens a published article with its HTML, table of contents, related articles and its country's hosts", async () => {
    const res = await get("/api/blog/nepal-teahouse-trekking-guide");
    expect(res.status).toBe(200);
    const { article, related, hosts, listings } = await res.json<ArticleResponse>();
    expect(article.body_html).toContain("<h2 id=");
    expect(article.toc.length).toBeGreaterThanOrEqual(3);
    expect(article.description).toBeTruthy();
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((r) => r.id)).not.toContain(article.id);
    expect(hosts.every((h) => h.country === "Nepal")).toBe(true);
    expect(listings.every((l) => l.countries.includes("Nepal"))).toBe(true);
  });

  it("answers 404 for an unknown article and 400 for a slug that cannot be one", async () => {
    expect((await get("/api/blog/no-such-article")).status).toBe(404);
    expect((await get("/api/blog/%3Cscript%3E")).status).toBe(400);
  });
});

describe("submitting a story", () => {
  let slug = "";

  it("stores it as waiting for review, rendered, and shows it to its author only", async () => {
    const photo = await uploadedPhoto(traveler);
    const res = await submit(traveler, story({ photos: [photo.url], body: `${BODY}\n\n![Roshorv](${photo.url})` }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { submission } = await res.json<SubmissionResponse>();
    slug = submission.slug;
    expect(submission).toMatchObject({ status: "submitted", title: story().title, country: "Tajikistan" });
    expect(slug).toBe("up-the-bartang-valley-in-a-shared-taxi");

    const row = await env.DB.prepare("SELECT * FROM blog_articles WHERE slug = ?")
      .bind(slug)
      .first<Record<string, string>>();
    expect(row).toMatchObject({ status: "submitted", author_user_id: traveler.id, author_email: traveler.email });
    expect(row?.body_html).toContain('<h2 id="the-road">The road</h2>');
    expect(JSON.parse(row?.photos ?? "[]")).toEqual([photo.url]);
    expect(row?.cover_image_url).toBe(photo.url);

    // Hidden from the public list, from guests and from other people; its author and admins open it.
    expect((await list(`?q=${encodeURIComponent("shared taxi")}`)).articles.map((a) => a.slug)).not.toContain(slug);
    expect((await get(`/api/blog/${slug}`)).status).toBe(404);
    expect((await other.fetch(`/api/blog/${slug}`)).status).toBe(404);
    expect((await traveler.fetch(`/api/blog/${slug}`)).status).toBe(200);
    expect((await admin.fetch(`/api/blog/${slug}`)).status).toBe(200);

    const mine = await (await traveler.fetch("/api/blog/submissions")).json<MySubmissionsResponse>();
    expect(mine.submissions.map((s) => [s.slug, s.status])).toEqual([[slug, "submitted"]]);
    const theirs = await (await other.fetch("/api/blog/submissions")).json<MySubmissionsResponse>();
    expect(theirs.submissions).toEqual([]);
  });

  it("shows its author the decline and its reason, and everyone the story once it is published", async () => {
    await env.DB.prepare("UPDATE blog_articles SET status = 'rejected', rejection_reason = ?2 WHERE slug = ?1")
      .bind(slug, "Please add where you stayed and how you booked it.")
      .run();
    const mine = await (await traveler.fetch("/api/blog/submissions")).json<MySubmissionsResponse>();
    expect(mine.submissions[0]).toMatchObject({
      status: "rejected",
      rejection_reason: "Please add where you stayed and how you booked it.",
    });
    expect((await get(`/api/blog/${slug}`)).status).toBe(404);

    await publish(slug);
    expect((await get(`/api/blog/${slug}`)).status).toBe(200);
    expect((await list("?showcase=1")).articles.map((a) => a.slug)).toContain(slug);
    // The author is a traveler: linked to their traveler page, named by first name and last initial.
    const card = (await list("?showcase=1")).articles.find((a) => a.slug === slug);
    expect(card?.author.path).toMatch(/^\/traveler\//);
  });

  it("gives a second story with the same title its own slug", async () => {
    const res = await submit(other, story());
    expect(res.status).toBe(201);
    expect((await res.json<SubmissionResponse>()).submission.slug).toBe("up-the-bartang-valley-in-a-shared-taxi-2");
  });

  it("refuses photos that are not the person's own uploads, and images from anywhere else, storing nothing", async () => {
    const theirs = await uploadedPhoto(other);
    const before = await rows();
    const foreign = await submit(traveler, story({ photos: [theirs.url] }));
    expect(foreign.status).toBe(400);
    expect((await foreign.json<ErrorBody>()).error.message).toBe("photos: must be photos you uploaded");
    const inBody = await submit(traveler, story({ body: `${BODY}\n\n![x](${theirs.url})` }));
    expect(inBody.status).toBe(400);
    const demo = await submit(traveler, story({ photos: ["/media/demo/blog/x.webp"] }));
    expect(demo.status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it("refuses a missing consent, a short or overlong story and too many photos", async () => {
    const before = await rows();
    for (const body of [
      story({ consent: false }),
      story({ consent: undefined }),
      story({ title: "" }),
      story({ country: "" }),
      story({ body: "Too short." }),
      story({ body: "x".repeat(BLOG_LIMITS.bodyMax + 1) }),
      story({
        photos: Array.from(
          { length: BLOG_LIMITS.photosMax + 1 },
          (_, i) => `/media/p/${String(i).padStart(64, "0")}.jpg`,
        ),
      }),
    ]) {
      const res = await submit(traveler, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await rows()).toBe(before);
  });

  it("answers a filled honeypot as if it took the story, and stores nothing", async () => {
    const bot = await person("traveler");
    const before = await rows();
    const res = await submit(bot, story({ website: "https://cheap-pills.example" }));
    expect(res.status).toBe(201);
    expect((await res.json<SubmissionResponse>()).submission.status).toBe("submitted");
    expect(await rows()).toBe(before);
    expect((await (await bot.fetch("/api/blog/submissions")).json<MySubmissionsResponse>()).submissions).toEqual([]);
  });

  it("limits stories per person and per address in a day", async () => {
    const writer = await person("traveler");
    for (let i = 0; i < SUBMISSION_LIMITS.perPerson.limit; i++) {
      expect(
        (await submit(writer, story({ title: `A story about the Wakhan, part ${i + 1}` }), `192.0.2.${i}`)).status,
      ).toBe(201);
    }
    const over = await submit(writer, story({ title: "One story too many today" }), "192.0.2.200");
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);

    const ip = "198.51.100.77";
    const writers = await Promise.all(
      Array.from({ length: SUBMISSION_LIMITS.perIp.limit + 1 }, () => person("traveler")),
    );
    const statuses: number[] = [];
    for (const [i, w] of writers.entries()) {
      statuses.push((await submit(w, story({ title: `Same address story number ${i + 1}` }), ip)).status);
    }
    expect(statuses.slice(0, SUBMISSION_LIMITS.perIp.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("is for signed-in people", async () => {
    expect((await get("/api/blog/submissions", { method: "POST" })).status).toBe(401);
    expect((await get("/api/blog/submissions")).status).toBe(401);
  });
});

describe("the feed, the sitemap and the article page's head", () => {
  it("serves an Atom feed of published articles with absolute, escaped URLs", async () => {
    const res = await get("/blog/feed.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/atom+xml");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain("<id>https://untrodden.test/blog/nepal-teahouse-trekking-guide</id>");
    expect(xml).toContain('<title type="text">How to survive (and enjoy) a Georgian supra</title>');
    // The HTML content is escaped, with its images on the site's origin.
    expect(xml).toContain("&lt;h2 id=");
    expect(xml).not.toMatch(/src=&quot;\/media/);
    // Only published articles.
    expect(xml).not.toContain("waiting-story");
    const entries = xml.match(/<entry>/g)?.length ?? 0;
    const published = await env.DB.prepare("SELECT count(*) AS n FROM blog_articles WHERE status = 'published'").first<{
      n: number;
    }>();
    expect(entries).toBe(Math.min(20, published?.n ?? 0));
  });

  it("lists the blog and its published articles in the sitemap with their last change", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://untrodden.test/blog</loc>");
    expect(xml).toMatch(/<loc>https:\/\/untrodden\.test\/blog\/nepal-teahouse-trekking-guide<\/loc><lastmod>\d{4}-/);
    const unpublished = await env.DB.prepare(
      "SELECT slug FROM blog_articles WHERE status != 'published' LIMIT 1",
    ).first<{ slug: string }>();
    expect(unpublished).not.toBeNull();
    expect(xml).not.toContain(`/blog/${unpublished?.slug}<`);
  });

  it("gives an article page its share metadata, and an unpublished one a 404", async () => {
    const res = await get("/blog/georgian-supra-survival-guide", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain('<meta property="og:title" content="How to survive (and enjoy) a Georgian supra"');
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/untrodden\.test\/og\/blog\/[0-9a-f-]{36}\.png\?v=/,
    );
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-/);
    expect(html).toContain('"@type":"BlogPosting"');

    const waiting = await env.DB.prepare("SELECT slug FROM blog_articles WHERE status = 'submitted' LIMIT 1").first<{
      slug: string;
    }>();
    expect((await get(`/blog/${waiting?.slug}`, { headers: { Accept: "text/html" } })).status).toBe(404);
    expect((await get("/blog/no-such-article", { headers: { Accept: "text/html" } })).status).toBe(404);
    expect((await get("/blog", { headers: { Accept: "text/html" } })).status).toBe(200);
    expect((await get("/blog/showcase", { headers: { Accept: "text/html" } })).status).toBe(200);
  });
});
