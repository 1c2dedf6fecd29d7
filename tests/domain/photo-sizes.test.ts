import { describe, expect, it } from "vitest";
import { PHOTO_WIDTHS, photoProps, photoSrc, photoSrcSet, photoVariantKey } from "../../domain/media";

const upload = `/media/p/${"a".repeat(64)}.jpg`;

describe("photo width copies in srcset", () => {
  it("offers every width of an upload and of a demo picture, also as an absolute address", () => {
    expect(photoSrcSet(upload)).toBe([320, 640, 960, 1440].map((w) => `${upload}?w=${w} ${w}w`).join(", "));
    expect(photoSrcSet("/media/demo/places/kyrgyzstan-1.webp")).toContain(
      "/media/demo/places/kyrgyzstan-1.webp?w=320 320w",
    );
    expect(photoSrcSet(`https://untrodden.travel${upload}`)).toContain(`https://untrodden.travel${upload}?w=640 640w`);
  });

  it("leaves addresses the server has no copies of alone", () => {
    for (const url of [
      "blob:http://localhost/1",
      "https://elsewhere.example/a.jpg",
      "/media/private/docs/x.pdf",
      "/favicon.svg",
    ]) {
      expect(photoSrcSet(url)).toBeUndefined();
      expect(photoSrc(url, 320)).toBe(url);
      expect(photoProps(url, "100vw")).toEqual({ src: url });
    }
  });

  it("gives a photo the layout sizes the 960 px copy as src, the copies from 320 px in srcset, and its sizes", () => {
    const sizes = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";
    expect(photoProps(upload, sizes)).toEqual({ src: `${upload}?w=960`, srcSet: photoSrcSet(upload), sizes });
    expect(photoProps(upload, "100vw").srcSet).toBe(photoSrcSet(upload));
  });

  it("offers a photo of a fixed size only the copies up to the one sharp on a 3x screen, the 2x one as src", () => {
    const set = (...widths: number[]) => widths.map((w) => `${upload}?w=${w} ${w}w`).join(", ");
    // A 28 px avatar: 84 px at 3x, so the 160 px copy alone (not the 320 px one it loaded before).
    expect(photoProps(upload, "28px")).toEqual({ src: `${upload}?w=160`, srcSet: set(160), sizes: "28px" });
    expect(photoProps(upload, "80px")).toEqual({ src: `${upload}?w=160`, srcSet: set(160, 320), sizes: "80px" });
    expect(photoProps(upload, "128px")).toEqual({ src: `${upload}?w=320`, srcSet: set(160, 320, 640), sizes: "128px" });
    // Wider than any copy at 3x: every copy, the largest as src when none covers 2x.
    expect(photoProps(upload, "600px")).toEqual({
      src: `${upload}?w=1440`,
      srcSet: set(...PHOTO_WIDTHS),
      sizes: "600px",
    });
    expect(photoProps(upload, "800px").src).toBe(`${upload}?w=1440`);
  });

  it("keeps each copy under v/<width>/ as WebP", () => {
    expect(photoVariantKey("p/abc.png", 640)).toBe("v/640/p/abc.webp");
    expect(photoVariantKey("demo/people/001.webp", 320)).toBe("v/320/demo/people/001.webp");
  });
});
