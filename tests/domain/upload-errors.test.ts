import { describe, expect, it } from "vitest";
import { MEDIA_ERRORS, uploadErrorText } from "../../domain/media";

describe("the sentence an upload field shows for a refused file", () => {
  it("names the file and says what is wrong, for every refusal of POST /api/media", () => {
    expect(uploadErrorText("image_too_large", "pano.jpg")).toBe(
      "pano.jpg is larger than 12,000 pixels on a side or 50 megapixels.",
    );
    expect(uploadErrorText("corrupt_image", "a.png")).toBe("a.png is damaged or incomplete.");
    expect(uploadErrorText("file_too_large", "big.jpg")).toBe("big.jpg is larger than 10 MB.");
    expect(uploadErrorText("media_quota_exceeded", "a.jpg")).toBe(MEDIA_ERRORS.media_quota_exceeded);
  });

  it("falls back to the general failure for a code it does not know", () => {
    expect(uploadErrorText("something_new", "a.jpg")).toMatch(/^a\.jpg: /);
  });
});
