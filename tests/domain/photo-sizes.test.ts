import { describe, expect, it } from "vitest";
import { PHOTO_WIDTHS, photoProps, photoSrc, photoSrcSet, photoVariantKey } from "../../domain/media";

const upload = `/media/p/${"a".repeat(64)}.jpg`;

describe("photo width copies in srcset", () => {
  it("offers every width of an upload and of a demo picture, also as an absolute address", () => {
    expect(photoSrcSet(upload)).toBe(PHOTO_WIDTHS.map((w) => `${upload}?w=${w} ${w}w`).join(", "));
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

  it("gives an <img> the 960 px copy as src, every copy in srcset, and the sizes it is shown at", () => {
    expect(photoProps(upload, "28px")).toEqual({ src: `${upload}?w=960`, srcSet: photoSrcSet(upload), sizes: "28px" });
  });

  it("keeps each copy under v/<width>/ as WebP", () => {
    expect(photoVariantKey("p/abc.png", 640)).toBe("v/640/p/abc.webp");
    expect(photoVariantKey("demo/people/001.webp", 320)).toBe("v/320/demo/people/001.webp");
  });
});
