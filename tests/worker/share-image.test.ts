import { describe, expect, it } from "vitest";
import { renderShareImage, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from "../../worker/og/render";

// The share image renderer (worker/og) runs here inside workerd, with the same wasm module imports as the deployed
// worker: what a crawler gets is a 1200x630 PNG for any card, photo or not, whatever the text.

const CARD: ShareCard = {
  title: "Horse trek to the Kolsai lakes",
  eyebrow: "Private tour · 3 days",
  place: "Almaty, Kazakhstan",
  price: "From €120 per person",
  byline: "Hosted by Aida K.",
  photo: null,
};

function bytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Width and height from a PNG's IHDR, after checking the signature. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe("IHDR");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

async function render(card: Partial<ShareCard>): Promise<Uint8Array> {
  const png = await renderShareImage({ ...CARD, ...card });
  expect(pngSize(png)).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
  return png;
}

describe("share image", () => {
  it("is a 1200x630 PNG", async () => {
    expect([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]).toEqual([1200, 630]);
    const png = await renderShareImage(CARD);
    expect(png).toBeInstanceOf(Uint8Array);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(10_000);
  });

  it("is deterministic: the same card gives the same bytes", async () => {
    const photo = { bytes: bytes(WEBP_LANDSCAPE), contentType: "image/webp" };
    expect(sameBytes(await render({ photo }), await render({ photo }))).toBe(true);
    expect(sameBytes(await render({}), await render({}))).toBe(true);
  });

  it("draws different titles differently", async () => {
    const a = await render({ title: "Horse trek to the Kolsai lakes" });
    const b = await render({ title: "Horse trek to the Kaindy lake" });
    expect(sameBytes(a, b)).toBe(false);
  });

  it("draws a WebP photo (the demo photos' format) and a JPEG one", async () => {
    const plain = await render({});
    const webp = await render({ photo: { bytes: bytes(WEBP_LANDSCAPE), contentType: "image/webp" } });
    const jpeg = await render({ photo: { bytes: bytes(JPEG_LANDSCAPE), contentType: "image/jpeg" } });
    const square = await render({ photo: { bytes: bytes(WEBP_SQUARE), contentType: "image/webp" } });
    expect(sameBytes(webp, plain)).toBe(false);
    expect(sameBytes(jpeg, plain)).toBe(false);
    expect(sameBytes(jpeg, webp)).toBe(false);
    expect(sameBytes(square, plain)).toBe(false);
  });

  it("draws the card without the photo when the photo cannot be decoded", async () => {
    const plain = await render({});
    const webp = bytes(WEBP_LANDSCAPE);
    const truncatedWebp = webp.slice(0, 200);
    const garbledWebp = webp.slice();
    garbledWebp.fill(0x5a, 40);
    const avif = new Uint8Array([0, 0, 0, 0x1c, ...new TextEncoder().encode("ftypavif"), 0, 0, 0, 0, 1, 2, 3, 4]);
    const cases: ShareCard["photo"][] = [
      { bytes: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]), contentType: "image/webp" },
      { bytes: truncatedWebp, contentType: "image/webp" },
      { bytes: garbledWebp, contentType: "image/webp" },
      { bytes: avif, contentType: "image/avif" },
      { bytes: new Uint8Array(0), contentType: "image/jpeg" },
      { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]), contentType: "image/jpeg" },
      { bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), contentType: "image/svg+xml" },
    ];
    for (const photo of cases) expect(sameBytes(await render({ photo }), plain)).toBe(true);
    // Eight full renders: ~3 s alone, over 5 s when the machine is busy.
  }, 20_000);

  it("renders a 300-character title (cut to three lines)", async () => {
    const title = "An unhurried journey along the old caravan routes, ".repeat(6).slice(0, 300);
    expect(title).toHaveLength(300);
    const long = await render({ title });
    const longer = await render({ title: `${title} and then some more` });
    // Past what fits, more text changes nothing: the title is clamped with an ellipsis.
    expect(sameBytes(long, longer)).toBe(true);
  });

  it("renders emoji, right-to-left text and markup characters as text", async () => {
    const titles = [
      '</script><script>alert("x")</script> "Quotes" & \'apostrophes\' 🏔️🐎 👨‍👩‍👧 🇰🇿',
      "جولة في وادي رم مع عائلة بدوية 🐪",
      "סיור אוכל בשוק מחנה יהודה",
      "Поход к Большому Алматинскому озеру",
      "ღვინის ტური კახეთში · Հայաստան",
      "東京の隠れた路地 \u202Eevil\u202C \u0000\u0007",
    ];
    const plain = await render({});
    for (const title of titles) {
      const png = await render({ title, byline: "★ 4.8 · 23 reviews", place: title, price: title });
      expect(sameBytes(png, plain)).toBe(false);
    }
  });

  it("drops emoji rather than drawing boxes for them", async () => {
    const withEmoji = await render({ title: "Street food 🍜🥟 crawl 🇺🇿 ✈" });
    const without = await render({ title: "Street food crawl" });
    expect(sameBytes(withEmoji, without)).toBe(true);
  });

  it("renders a card with only a title: a 1200x630 PNG with the title drawn and nothing else", async () => {
    const bare = { eyebrow: "", place: null, price: null, byline: null };
    const titled = await render(bare);
    const untitled = await render({ ...bare, title: "" });
    expect(sameBytes(titled, untitled)).toBe(false);
    expect(sameBytes(titled, await render({ ...bare, title: "Another title" }))).toBe(false);
    expect(sameBytes(titled, await render({}))).toBe(false);
  });
});

// A 240x150 lossy WebP demo landscape (scripts/photos/, scene "lake"), as stored in R2 for the demo data.
const WEBP_LANDSCAPE =
  "UklGRkoIAABXRUJQVlA4ID4IAADwOQCdASrwAJYAPrVOoEsnP62qLlIre/AWiWVuHJvS/bhrQKj3pXHI062qjxDmwQxBJvNPjtCWrHOlqwz407" +
  "Mai1wCbhNARzPRgZT0rAjnPf2gpjPGi6Xqa6/UJ6a295F/3L+myJBoemeSqwdT8QsukAp0FCYz9a+kGkfsDIgXlHXPnclozU2rxjvENj9qDKmD" +
  "z2K92Uv30ZAv941t46Czf2hQ9+riAaryegiQSTocrm5fDqk1VhYZRQV4IBGKU2ui46gB5V1WSp54BokjX4BZ/65IK73Psju9vjXoojMX6rYpD6" +
  "CQTH5Bn6rUtMe8q81kDjO3EQF/dvv9+mU6b+sGCTIcGExbzqmYFD6+UevgTFkBM+HP8d0Rsu19tYGW6Pm5ZRKJu2bvciD+QJG/ocQYnyzv92CG" +
  "OnrS1pKHnTU6ucsyUjiSZ9oloc85DC7SQ7o6UEUkM5mdMoZg5kVvpkC6MmVcvItqHHwmz2cgZOAfcxFAAHq+gcnEp4vYqVEVLMqltX7KWP3U8X" +
  "2E/edqerr0SX6XDRxej4es/JjyIa5wq/qWCzmAXsSSdLhxxPDWDhiWKml/PS+Q5pBGgva2Y+Z6+/69vs1sCN4Fiq6xWWjqX3SO/5UYmtQAAP7e" +
  "pz6a9uvo4edn5n5+TWapWyqlbBpZV4pdE6TUv43Up0pPOkgWaXNzfZt3cpjM3BYwi1EWLoKO2ytW4Q4aG1VlPJ9za0bUgQKjlzKApyrUNZ70PI" +
  "BgAwDpHR+SimsvEfqwYwAwBPSeI/mPI6Db2jdoRHJi/3grTaJ5JcUIMveXHAb4dLvh4e2MAv4VuyFJPmBydRYFEitVlJ9Wyd8PxoyJPluwfr0G" +
  "paK2GWiS/Gc1e4Lzn/RTaZJcmNu281Fv/ql6rR5mwmSdm16Xe3FAL6POdMxZD8seIkyjhmgTlvEvupWIGt6Xc0lgVRzIt1sjwAJrcTBS//cSmN" +
  "4sQIKhKpfciY+Oepjgemb11CDfpix8Xx9nOEon8oOFfINm0mY5oUYBDPmwKoC4OF5tHtHh7KOv7cmQtZNA14FqlmSlldohuD3t8dQIprMZp9q3" +
  "JsD6eMKRh7GGuTwe1fnCJMEiHdPkDtOcuZ+UKlNJtyu8ssEcyHV33Z9J6fd/KljAlwWQf48xiPvt7JHjzqnu8km+xZvbMwAb5e3kjsqSuGfaaG" +
  "hNzh5TB98XNyh/DhNmJoaadbVBilKsvc940Jp4Afy/QRjb1Em3FGQ39eA/7APl5jgirHLIICCXp9Cn2I/D4hFBeckqnKB89v+7hhfMh7sIFjBD" +
  "rNFFLYdaP4SXKhbzwqv9Xy7LwCQtRjzi8LuFvak3Z7OxIuBw2hqK/gZSAsxHw+kjftBAZxT7SGjHWTaC9MPbq0e0dc7OOMb6SciGhYP4tOn8OE" +
  "RsSKSqrcYebmRq7FyE+eqd28cPAiWfIbDL3k/jM1eYabgtCwporktLNwz2yO5rqrk/tsxdA1hdVGpPwWRWat2WOPg4wqJgJaEMPNd6258RUUsT" +
  "REF15AM43chxgstf4SDuWNLmAgGypaTf/uv6qf4E0FeHfETpr1TBULqHGDKHf0Quw9azA4sAoOQ3DWNtQ1gIxIJfeuB/J3WzggWK2mqfKQchbV" +
  "LaOXT1GiTQ6a+cTPkcV2zkTmY5M4kcfWBbMR97ena3/hqCWnbVbmkxbRIR7H7YoWj/ow5DcGUpOlMnd09JzKgwJDBfqYM9LBWXhv6BMwqeQ1zG" +
  "F/FRVUAgka3dTzGwOQ9XlXT10zbLckeWLsTHXq+9dhP8zUIsrqIR7twgctlCjTJQ4JcZ7zB5IOS4I87g5PjFwnfv06MLBynicYqYsYJHnSa/bU" +
  "+k2CXcqhe6J40pt0IxSkgjBI687imnGNoeMxmWnYGe49J9A+AOwM8vaV/F/Ut2vbSSZhKYm/0YhWkBF31r967StrtEpHbrT65TuVkWKGS0Iokp" +
  "7QjicGZ6iQ6nR1AXkaOw5SmdvX2tHPfD/w+J2H2zaubZ2gW4xEl3s1r3V/nkyGRoQmJYlOPvdMGbUfYbMFwypjVpyffqh88Gt2N4VKeiQtbeyX" +
  "eUBgJX9K7Tnru8+/CsBSK5kvPa9DwwK1e6V1lNXwI5nD0a95UAJfbmABUYVdcewPoCSsPfM0vqCGHrHozcvmJPjUursgPT+78lYE53cgZeEzBT" +
  "OIN2bBUYBIujGSl2d0qNRVTswkJkASTVlieOzTd71zbU0OQRErT0DVhr398PCtAKfd/pO1YTfE8/LSXQ9u+grgdWtC27UVc/vkjnZoWkYST3I0" +
  "ZBw/eRx1hQRgbQFOYp6GUX6GeCI1H7MPM7Ds2NFVap8uTB13296vNChr1ynnkR1nA1N5gO+hiBL32rrqSj96S/OA2CpVVLyc/SJNfwHXySq94R" +
  "ox/T10xHVHa2zLJnRV7yJfZFp0g9TqNeoBMmbp9LFytXV0zbe0lSh2Z38G40VG84dZO0NmpaeYKHp5IqY0ConwkL/4hw3OJqjBRKRKy9qMqae3" +
  "NoKUC2GqVxe/EaEqVMeEuM9Hli0V/k7pKiaTltZ80wSD+wfQI1AdoeX9tYgPCRQjW+gHqcojf5CKzTXhS8HXSRgtuF5oKiEklf63esak52pEWb" +
  "WAlFSrc/XbmAnd+jhVkSkbJvKwnTuClnI0ibhkKL44CcWtYP65BiAkk4xLNnKYkObdRgoChoSmIqGXD3B4vjniADNknU/HrPJ7otRxKoFvMcmX" +
  "XL0Q8NClDnPESw7CxpIjGbi7tL9w7VclGbDIFVFomVaEPw2UJ4lV8QvbbPyjbII5uC3A3y5YxdwId5PMtrimZwAAAA";
// The same landscape as a JPEG, an upload format resvg decodes itself.
const JPEG_LANDSCAPE =
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREy" +
  "YVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCACWAPADASIAAhEBAxEB/8QAGgAA" +
  "AQUBAAAAAAAAAAAAAAAABAABAgMFBv/EAD0QAAEDAQYDBgMFCAEFAAAAAAEAAgMRBBITITFhBUGhFSJRU3GRFDKBBiNSscEkQmJjktHh8ENEco" +
  "Ki8f/EABgBAQEBAQEAAAAAAAAAAAAAAAABAgME/8QAHhEBAQEAAwADAQEAAAAAAAAAABEBAhIhAxMxQWH/2gAMAwEAAhEDEQA/AM1sasbGrmxq" +
  "5sa9TnFDY1MRIlsSsESUgQRKQi2RYiUhFslWA8JPhI3CTiFSkBCJPg7I4Q7J8HZZqwDg7JYKPwUsFTssAYOybB2WhgpsFXskZ5iTYS0DDsomFW" +
  "kAYSbC2R+FsmwtlakA4SbCR2ElhK1IAwksJHYSbCVpAOEmwkdhJYStSADEomJHmJRMWytIAMSg6NaBiVbotkpGc6NVmNaDolU6NQg5rFc1ik1i" +
  "OhjguC9SvPMrjvKOuZQjWKwMR7I7Nt7lWCKzbe5U7/4vVnhmykI1oiKzbe5UhFZtvcqd/wDDqzhGpCNaOFZtvcql0bb5u6clO9OoYRpxGiAxTE" +
  "am8lgXDT4SMEafDWO7XUDhJjGjjGoGNXOadQZjUTGiyxMWLeazAZjTYeyNELnfK2qdtmdeF9rgNlrth1AYeyWHstP4SP8AmJfCR/zE+zDprLw9" +
  "k2HstT4SP+Yh3xBryBWg8Vc55qbxgPDTYaLw02HXQLdSBDGoGNGmI+BTsgDnUcHbUTskZ5jVbo1rGxt/j6KqWyANJAdX6KfZi9dZLmKlzEe+NU" +
  "uYtVIJY1XsaoMCvjYXEACpK8/Z1i2zQOmkDGj1PgrJYxHM9nJpoFp2OAQx0/eOpQNtH7XJ6j8lnOd1IqDVMNTMPIq0BXeS5iIapBqlRPRZ3k1E" +
  "Q1WBqQCsAXPlyXMINroFb8NJStwq6xsF5zjqNEUsZ6bsZRbTUKstR9sYKtcNTqhCFc2av7igtUQwuNAKq4hOHBujc/VdM5JFQjkboHD0U+95b/" +
  "6ipYv8PVNi/wAPVW7pDd7y3/1FRc678zHj/wAipGU0yFPqqzU6klXEiLnuJ7pcB4VVZFTU5lW3U11bzYzFV1O2835SQrLqV1XsRWXP/EVEuf8A" +
  "iKsLUzY3PN1jSTslwgctVb2rWi4cTnMaDwCz52XJXs/CSEznmpAT2ql7UU9qpe1a7HVcxq1LHAIxff8AMeiy2WgQyghofTVFz25slnuxhwc7I1" +
  "5Bef1rdaNjtcdoe9rci05bjxWdxyYwWgCMi88AnZDQvdHI17DRw0VduLpCJHmricyrx/WVTbZODUuB2ICNsvEA54ZMA0HRwWaAnAW9ymbHSAJ6" +
  "LLsFtw6RTHucneC1wARUZhcOVx24zUQFMBKicLG61FsMmG6vI6onGjpW8gk6znLcTeOanPJiOy0GipIUkxSrFZCaisomot5qRXRRdRoq4gDdWO" +
  "o1pc40AQE8hlPg3kFvjtZ5bBTaOAc0gg8wnurJsdpdZZCx9TGTmPDdbLC17Q5hBadCFeVw4+oXUrqsuqD5GM+Y5+AU7LEbqi9zWDvH6KqSdzsm" +
  "90dVTSuq16xvLP41bHBDPEJC4u8W6UVE3EcG0XIGNMTcjuUJHLJCHCNxF4UKpIRmtR3FobvdjeT4ZLDt9uebS5zY2tDs6E1VxCGtMV9mWo0Vzx" +
  "EobS2fukXX+HineFmGrXVBIIRlntQloyTJ/I+K1vjWbTNCuaFhG2TOvd6l7LLknbaZafOc6j3WXPs6JtK05ppSx0ZF4V5LDNpme68Xmuya+4ih" +
  "cUOzTpnTmnoMsxnoswPd+Ipw92XeOWi1Ts0qtyzGeiOsFtMNGPN6I9Fz4JGhTh7ho4hTfcmmc47hjmPaHMcHA6EFSouJhtM0BBjeQAa0qrWcSt" +
  "THOcJSXFt2vhnX+6478br9zsqJUXIx8XtbC29IXNaGinoa/wCFPtu2UFX5i9y8Rl7KfVq/djq6JXVynbVsv3i4aUom7ZthjLMTVtK865Zp9en3" +
  "Y6u6mdRrS5xoAuWZxu2tdW+DrkQnm41aZh36CmgGmhVz49PuxsTymV1Bk0aBVUWI7iNoOjqZ1Sk4hPICKgZEZLpmRy3nR08ZEzt81bY7RJZ30G" +
  "bCc2lZPxk1QS6unRQdaJXauWv3JpnOfjppLQ51cw0bKmoJ1BXPyWmWS8HPNHGpCi2aVpqHur6rOZDeddAZI2mhe0H1SbJG4VDx/v8A9XOlziak" +
  "kpBzgKAmisTs6MEOFQQQo5EVBBqsETytbdDyBWuqYTytpR5FBQeiQ7N401VTyK0qKrFFomDSBI6hVUkr3fM4mhJqh2aNpa0m8wjWh9UGaHQhCu" +
  "e6hF45mpVRcRoStU7NFvDovMf0VreGxeY/oihE4VpnRWsjf4LCwM3hkXmP6KY4XD5j+iLEbwaUUqOHJPSYEHC4fMf0TjhcPmP6IwB3gpAHLLVP" +
  "SYC7Kh8x/RLsqHzH9EbmeScBx0CekwD2VD5j+iXZUPmP6LQZE99KNNFMWaUkimdK9VLp1ZnZUJ/5H9FLsmHzX+y02WWTIuGWSsFmkoPrzSnVjd" +
  "lQ+a/ol2VD5j+i1zY31p9VH4SS7XLTRKdWV2VD5r+iXZUPmP6LWFjkJzICT7I5o1BSnVk9lQ+a/ol2VD5j+i0zA8aHmk6B40IKt06szsqHzH9E" +
  "uyofMf0WjhOBzUSxwT06gOyofMf0S7Kh8x/RaDo3ippoaJgx5PylPTqA7Kh8x/RLsqHzX9EaQQcwU9CRonpMAHhcPmP6JjwuHzH9FoXHkVA5rO" +
  "41a32Cw4jcpHmjK/74J6kwPbrJBZLHJO6R/dGQyzPJYnDJhPbI4Z3ENc26Dvy/stnjFsDuBtmb/wBRQN2rr0qFznDZhBxCF7qXb1DXwKuJv66R" +
  "3DYvMf0VLuHReY/otJ4NDloqHVPJT1qCmFXsKojDXPFTRFOjaI6s1HVWNpsKk5wDaqmKr3Bo1SmJYbp1qkEg5SDlQH7qQetQXVV8Md7vOyHh4q" +
  "mFo+Z/0CIvhSLmL71NEr6ovhK+FIoi+nqaZNKGDx/pUrzfHqkFxdnmmvqi+Er4SC++leqqL4SvhIJPF3TRQvJ74VTjTPkkQz31cVKJheak0aqY" +
  "hfN52n5okPAFArCJlpGmajVK+FlcY4wzh0tna5t4PJLwNQKZdfyUib41Kg8kshyVTHtkjbJG6rXAOB8QUryQWVXN/a+0EWeGztGpvONNByH1/R" +
  "dC0OfW7yXK/ayeR8kUQa4RMzLiMi4/2H5pGeX4qt1uZJ9m7LG9gxz3KkZgChqPUXfdY1kmbBa45XtD2B3eaRUEc0RaJw/hlnikYcZpN155x506" +
  "k+yDieI5mPLQ4NNS0ioOyOe67uR7XAXCCDnUc1Q4+ChE5joY8H5C0XQPBXBobmcyrHUO2XTPVEm3iCEOeL3ea33ICyhJQsA8f0T2l16zkVpmDX" +
  "6hb3j4V0kQbGSRzKptRxH5ajJUQ2kSQOP7zRmhG2p8tkdI0XX3DQDPMZKSaUWGO8QrGBrTUmqEZaCY2Bx7xaK+qkJR4rWYUdipYqzZLQ5s0TW0" +
  "uuJr7KzFSFHYu6CtluebPIyBrsWlGk6e4TYqWKm8dXOWf0ZBacapDXZeNArr/wDB1WcJc+Slibt9inU7DTJTUEKOLuhMUfib7FRMlOavVKNxd0" +
  "sXdA4qWKnUo7F3Sxd0DipYqdSjsVLFQOKlip1KOxd1zH2qle+1QtPyNabuep5/otnFXNcede4gTfvG6MqfLt+v1WeWTGeW+On4RPe4XZ6tukMA" +
  "pSn1RmLVYfBZSOGxguDgK022RxmABJ5K5ni5vjQsfEI5LOx4aQ13uuT+1UkstvDi27CMo8xn4mnJbMbmxxtY0AADRc7xaG2SzSWqaOkbch3gaD" +
  "ks7xmJy3xnuoI21FXHMEO5eBCrrQ1R0VhEbz8abjLppde2teWSFhbEXHHxLtMrlK1+qzGHWWJ0AskbrOKRuFQK1pspul3WBZ+JRWSHChhe5ta9" +
  "5/8AhRk4xM75I2N9alauN9hAl+8b6H9ErRN+zv2QTZO/9E00lYZAuu54zWubSY43uB/dKd1p+6iAF0EBp+qzXy1jp4kfmnM1Gt/76dVdz0rSNp" +
  "++DOdK19/7K0TbrKdKBKw89FaJlcwo/H+8GfIqWNuswTfeHPkP1UsbdWFaONuk2bPI0+qzsbdOJyNHEehSFafxDxpJ/wCyl8SaZyH+tZYtLq/M" +
  "fdWCc0zPX/KkKNdNzvV9TVRxwg3S1NaA+p/yomQnk0fVWFHY4Sx1nmWhoSmxt0hWjjbpY26zsbdLG3SFaONuljbrPxksZIVoY+653iEjJLZIYx" +
  "lXMk1qUe+1sZ8zhXwCAtE7JaBkYaBtqufySJutDhFpjjsrmlwaQ6rqnqrp+KQgFrSXEimQWHeTVWO+yFaknF5nZRta0b5lCTWqaVt2SVzm+BOS" +
  "GJSJWd3dKnVMXCihVRJWUxIlQJTEqJKova83j6JPeTG7dJJenfwWXzRvqkXmnoSUkldE3vNWeqmJCkktZ+6GDzed6p8QpJK4hYhSxCkkgWIUsQ" +
  "pJIFiFLEKSSBYhSxCkkgWIUsQpJIK3WmmQHuqnTyO1dQbJJLzc+W2KrqlVJJcwqpVzSSQIlNVJJA1UxOSSSKiSok5JJIP/2Q==";
// A 120x120 WebP, drawn as the inset circle (host photos are square).
const WEBP_SQUARE =
  "UklGRnoDAABXRUJQVlA4IG4DAABQHACdASp4AHgAPrVMokwnJCciq5LMGOAWiWUAxrDSJy8lILuUEalevFqzsGPe18+Xj5q46YeEzxEzDJhC6o" +
  "Xlbn9/tleEBDCr1CHYdFhBVim+SwvZFwGCWObA5vuWnQcIfMq5iY8dZRKA9jjVOZ3YWUdqf1k0EuPStvX0E59nhgsXCPzvtC6zfA8+74UPrEqV" +
  "rIVctaHkiSHgtiezf9AKh0SeVcpSDOVFUh4JS9bdRYuwPB1Gg/5AytE38Bh3kxc458as6EbvKil6KsR1D/jdgdvBvbRmxxSTclv5vTZ1FCGXRq" +
  "PIaLbAncAAAPpV2Gc3/XnXDdS2jEeeNQW+kb15VA7w9URor/3Vmnh/X7zBDPv3GcPkbihrSto49vJV/zhbyGTlrVM8vZFaAuHSjQwlw+U3XyTc" +
  "nS/NzKKGze3uTsDKw6DOiM6MzLByKZhb1udi6lKPZyT9ij/UuJzUwzoF7IsF4t5abf1nV62fVmw75JwAe1OKB3I29HeaW2qZV51lGYaRmGYycK" +
  "RPzdfow2nQUNw4VkqXAgA9w5hLj9FPNmSXHY3D8Rgdf3u1UVDgEyRjmbzjNrwme3piW2aPRxF8UrDfVnYlxtWpZCF8WsFbp+PIfJaRcZJpy980" +
  "EGSHuilVeRKrxwiohFD7Vd6nMYrFwcuPlncfOctYe9SlFwAtlzZQmhw4scqIN/AN9Zxbybai1rmBpCbAO7Edmt4Lh5QfiyGMNNVpYIhy2GnWdG" +
  "wjz1fGcvOMHRHCG1QK7WnMqsgdi7R0TDME9FajYz/o4q+wtxTjhApoI0RT4BN88DA2g6GCF2BwgeT0RKA/FCoiU0fA0unkyLvlRBBmxLZCoTgJ" +
  "uujz5lFSHecxqycDGy62687E+dq7s2yEsPbQ1rNsIzjsDYUMvzn2qOxyp5hNyteFAC7GWyAT9G/ROK6455SArcLCEZbJgL2A6joYkCzB6+sbWX" +
  "DZoxJ8zGYey31CInIYWiJXoNxdGj7l7KWcOsEawmkKf1BDXwe2BWDF/XWYcG/md1WWSwv/UI9tJsc7lHiwXP1DNCa0saPNOV+x0FNVJB0j6GBI" +
  "HsPP17P48sRjTKYAB3zX1KPE0+pMAX6kf3B47k/vFsnw+0yoMDPjAGZIVUJgWL9bM5egtONwZMhnKPbYWn2GHUATtI2OMywAAA==";
