import { describe, expect, it } from "vitest";
import { isOwnMediaUrl, renderMarkdown } from "../../worker/services/content/markdown";

/**
 * Hostile Markdown is rendered harmless (issue 17): the vectors of the OWASP XSS filter evasion cheat sheet and
 * friends, written the ways an attacker would put them in a story. Each case asserts on the HTML that would be
 * stored and served: no element or attribute outside the allow-list, no URL that runs code, no image from elsewhere.
 */

const html = (md: string) => renderMarkdown(md).html;

/** What must never appear in the produced HTML, whatever went in. */
function expectHarmless(out: string) {
  const lower = out.toLowerCase();
  expect(lower).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|style|form|input|button|meta|link|base|frame|frameset|video|audio|source|template|noscript|textarea|select|details|marquee|body|html)\b/,
  );
  // No event handler attribute on any element (text like "onerror=" outside a tag is harmless and escaped).
  for (const raw of out.match(/<[a-z][^>]*>/gi) ?? []) {
    // Attribute names only: a quoted value is text (its quotes are escaped by the serializer).
    const names = raw.replace(/="[^"]*"/g, "");
    expect(names).not.toMatch(/\son[a-z]+\s*=?/i);
    expect(names).not.toMatch(/\s(style|srcset|formaction|action|xlink:href|background|dynsrc|lowsrc)\b/i);
    const tag = raw;
    expect(tag).not.toMatch(/\s(href|src)\s*=\s*"\s*(javascript|vbscript|data|file|livescript):/i);
  }
  // Every image is one of ours.
  for (const m of out.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/gi)) expect(isOwnMediaUrl(m[1] ?? "")).toBe(true);
  // Every link with a scheme is http(s) or mailto (a relative one stays on the site).
  for (const m of out.matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)) {
    const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(m[1] ?? "")?.[1]?.toLowerCase();
    if (scheme) expect(["http", "https", "mailto"]).toContain(scheme);
  }
}

describe("renderMarkdown: raw HTML in the Markdown", () => {
  const cases: [string, string][] = [
    ["a script tag", "<script>alert(1)</script>"],
    ["a script tag split over lines", "<scr\nipt>alert(1)</scr\nipt>"],
    ["an uppercase script tag", "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>"],
    ["an image with onerror", '<img src=x onerror="alert(1)">'],
    ["an image with onerror and no quotes", "<IMG SRC=/ onerror=alert(String.fromCharCode(88,83,83))></img>"],
    ["a body onload", "<body onload=alert('XSS')>"],
    ["an svg with onload", "<svg/onload=alert('XSS')>"],
    ["an svg with a script inside", '<svg><script xlink:href="data:,alert(1)"></script></svg>'],
    ["an iframe", '<iframe src="javascript:alert(1)"></iframe>'],
    ["an iframe with srcdoc", '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
    ["an object", '<object data="javascript:alert(1)"></object>'],
    ["an embed", '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ["a style element", "<style>@import 'https://evil.example/x.css';</style>"],
    ["a style attribute", '<div style="background:url(javascript:alert(1))">x</div>'],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["a link to a stylesheet", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ["a base tag", '<base href="javascript:alert(1)//">'],
    ["a form", '<form action="javascript:alert(1)"><input type="submit"></form>'],
    ["a button with formaction", '<button formaction="javascript:alert(1)">go</button>'],
    ["an anchor with a javascript href", '<a href="javascript:alert(1)">click</a>'],
    ["a details ontoggle", "<details open ontoggle=alert(1)>"],
    ["a video with a source onerror", "<video><source onerror=alert(1)></video>"],
    ["a malformed a tag", '<a """><SCRIPT>alert("XSS")</SCRIPT>">'],
    ["a half-open img", "<IMG SRC=\"javascript:alert('XSS')\""],
    ["an html comment hiding a script", "<!--<script>alert(1)</script>-->"],
    ["a conditional comment", "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->"],
    ["nested tags to fool a one-pass filter", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
    ["a noscript breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ["a template", "<template><img src=x onerror=alert(1)></template>"],
    [
      "a math element",
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    ],
    ["a marquee", "<marquee onstart=alert(1)>x</marquee>"],
    ["a textarea breakout", "<textarea></textarea><img src=x onerror=alert(1)>"],
  ];
  for (const [name, md] of cases) {
    it(`drops ${name}`, () => {
      const out = html(md);
      expectHarmless(out);
      expect(out.toLowerCase()).not.toContain("<script");
    });
  }

  it("keeps the words around raw HTML and shows none of the HTML as markup", () => {
    const out = html("Before <b onclick=alert(1)>bold</b> after.");
    expect(out).toContain("Before");
    expect(out).toContain("after.");
    expect(out).not.toContain("onclick");
  });
});

describe("renderMarkdown: links", () => {
  const hrefs = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "javascript&#58;alert(1)",
    "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
    "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
    "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
    "jav&#x09;ascript:alert(1)",
    "jav&#x0A;ascript:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "livescript:alert(1)",
  ];
  for (const href of hrefs) {
    it(`removes the href of [x](${href})`, () => {
      const out = html(`[click me](${href.replace(/ /g, "%20")}) and <${href}>`);
      expectHarmless(out);
      expect(out).toContain("click me");
    });
  }

  it("keeps http, https and mailto links, marked as user content", () => {
    const out = html("[Pamir](https://example.org/pamir) and [mail](mailto:hello@example.org)");
    expect(out).toContain('<a href="https://example.org/pamir" rel="nofollow ugc noopener">Pamir</a>');
    expect(out).toContain('<a href="mailto:hello@example.org">mail</a>');
  });

  it("drops a reference-style link's javascript: target", () => {
    const out = html('[ref][1]\n\n[1]: javascript:alert(1) "title"');
    expectHarmless(out);
    expect(out).toContain("ref");
  });

  it("escapes a title attribute that tries to break out", () => {
    const out = html('[x](https://example.org "a\\" onmouseover=\\"alert(1)")');
    expectHarmless(out);
    expect(out).toContain("&#x22; onmouseover=");
  });
});

describe("renderMarkdown: images", () => {
  it("keeps our own /media images, lazy, and lists them as the story's photos", () => {
    const r = renderMarkdown("![The lake](/media/p/abc.jpg)\n\n![Again](/media/p/abc.jpg)");
    expect(r.html).toContain('<img src="/media/p/abc.jpg" alt="The lake" loading="lazy" decoding="async">');
    expect(r.photos).toEqual(["/media/p/abc.jpg"]);
  });

  const foreign = [
    "https://evil.example/track.png",
    "//evil.example/x.png",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
    "data:image/png;base64,iVBORw0KGgo=",
    "vbscript:msgbox(1)",
    "/media/../api/me",
    "/media/p/x.jpg?cb=1",
    "/mediafake/x.jpg",
    "/media//evil.example/x.png",
  ];
  for (const src of foreign) {
    it(`turns ![alt](${src}) into its alt text`, () => {
      const r = renderMarkdown(`![Swat valley](${src})`);
      expectHarmless(r.html);
      expect(r.html).not.toContain("<img");
      expect(r.html).toContain("Swat valley");
      expect(r.photos).toEqual([]);
    });
  }

  it("reads an entity-encoded path as the path it spells (still only our own /media)", () => {
    const r = renderMarkdown("![Swat valley](&#47;media/p/x.jpg) ![x](&#x2F;&#x2F;evil.example/x.png)");
    expectHarmless(r.html);
    expect(r.photos).toEqual(["/media/p/x.jpg"]);
    expect(r.html).not.toContain("evil.example");
  });

  it("drops an image whose alt text carries markup", () => {
    const out = html("![<img src=x onerror=alert(1)>](https://evil.example/x.png)");
    expectHarmless(out);
    expect(out).not.toContain("<img");
  });
});

describe("renderMarkdown: entities and text", () => {
  it("keeps entities as text, never as markup", () => {
    const out = html("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#60;img src=x onerror=alert(1)&#62;");
    expectHarmless(out);
    expect(out).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(out).toContain("&#x3C;img src=x onerror=alert(1)>");
  });

  it("keeps code as text", () => {
    const out = html("`<script>alert(1)</script>`\n\n```html\n<img src=x onerror=alert(1)>\n```");
    expectHarmless(out);
    expect(out).toContain("<code>&#x3C;script>alert(1)&#x3C;/script></code>");
  });

  it("gives headings ids that cannot clobber the page's globals, and a table of contents", () => {
    const r = renderMarkdown("# Getting there\n\n## When to go\n\n### Permits <script>x</script>\n\n## __proto__");
    expectHarmless(r.html);
    expect(r.html).toContain('<h2 id="getting-there">Getting there</h2>');
    expect(r.toc.map((t) => [t.level, t.id])).toEqual([
      [2, "getting-there"],
      [2, "when-to-go"],
      [3, "permits-x"],
      [2, "proto"],
    ]);
  });

  it("keeps GFM tables, lists, quotes and strikethrough", () => {
    const out = html("| Month | Road |\n|:--|--:|\n| July | open |\n\n- one\n- two\n\n> quoted\n\n~~gone~~");
    expect(out).toContain('<th align="left">Month</th>');
    expect(out).toContain("<li>one</li>");
    expect(out).toContain("<blockquote>");
    expect(out).toContain("<del>gone</del>");
  });
});
