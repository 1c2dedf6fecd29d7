import { describe, expect, it } from "vitest";
import { BRAND } from "../../domain/brand";
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  totpCode,
  totpStep,
  totpUri,
  verifyTotp,
} from "../../domain/totp";

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET = base32Encode(new TextEncoder().encode("12345678901234567890"));

describe("base32", () => {
  it("encodes the RFC 6238 seed as authenticator apps show it", () => {
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });

  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("encodes %j as %j (RFC 4648 vectors, unpadded) and back", (text, encoded) => {
    const bytes = new TextEncoder().encode(text);
    expect(base32Encode(bytes)).toBe(encoded);
    expect(new TextDecoder().decode(base32Decode(encoded) ?? undefined)).toBe(text);
  });

  it("decodes what a person types: lower case, spaces, hyphens and padding", () => {
    expect(new TextDecoder().decode(base32Decode("mzxw 6ytb-oi======") ?? undefined)).toBe("foobar");
  });

  it("refuses characters outside the alphabet", () => {
    expect(base32Decode("MZXW1")).toBeNull();
    expect(base32Decode("MZXW!")).toBeNull();
  });
});

describe("totpCode", () => {
  // RFC 6238 appendix B, SHA-1 column: time → 8-digit code.
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("at T=%i gives the RFC 6238 code %s", async (time, code) => {
    expect(await totpCode(RFC_SECRET, totpStep(time), 8)).toBe(code);
    // The 6-digit code is the same value modulo 10^6: the last six digits.
    expect(await totpCode(RFC_SECRET, totpStep(time))).toBe(code.slice(2));
  });

  it("refuses a secret that is not base32", async () => {
    await expect(totpCode("not base32!", 1)).rejects.toThrow(/base32/);
  });
});

describe("verifyTotp", () => {
  const now = 1111111111; // step 37037037, code 050471
  const step = totpStep(now);

  it("accepts the current code and returns its step", async () => {
    expect(await verifyTotp(RFC_SECRET, "050471", now, null)).toEqual({ ok: true, step });
  });

  it("accepts a code typed with a space in the middle", async () => {
    expect(await verifyTotp(RFC_SECRET, "050 471", now, null)).toEqual({ ok: true, step });
  });

  it("accepts the previous and the next step's code (clock drift) but not two steps away", async () => {
    const previous = await totpCode(RFC_SECRET, step - 1);
    const next = await totpCode(RFC_SECRET, step + 1);
    const twoBack = await totpCode(RFC_SECRET, step - 2);
    const twoAhead = await totpCode(RFC_SECRET, step + 2);
    expect(await verifyTotp(RFC_SECRET, previous, now, null)).toEqual({ ok: true, step: step - 1 });
    expect(await verifyTotp(RFC_SECRET, next, now, null)).toEqual({ ok: true, step: step + 1 });
    expect(await verifyTotp(RFC_SECRET, twoBack, now, null)).toEqual({ ok: false });
    expect(await verifyTotp(RFC_SECRET, twoAhead, now, null)).toEqual({ ok: false });
  });

  it("accepts a code once: the same step, or an earlier one, is refused after it was used", async () => {
    const first = await verifyTotp(RFC_SECRET, "050471", now, null);
    expect(first.ok).toBe(true);
    const used = first.ok ? first.step : -1;
    expect(await verifyTotp(RFC_SECRET, "050471", now + 5, used)).toEqual({ ok: false });
    const previous = await totpCode(RFC_SECRET, step - 1);
    expect(await verifyTotp(RFC_SECRET, previous, now, used)).toEqual({ ok: false });
    // The next step's code is new and works.
    const next = await totpCode(RFC_SECRET, step + 1);
    expect(await verifyTotp(RFC_SECRET, next, now + 30, used)).toEqual({ ok: true, step: step + 1 });
  });

  it.each([
    ["a wrong code", "123456"],
    ["too few digits", "50471"],
    ["too many digits", "0504710"],
    ["letters", "05O471"],
    ["an empty code", ""],
  ])("refuses %s", async (_case, code) => {
    expect(await verifyTotp(RFC_SECRET, code, now, null)).toEqual({ ok: false });
  });

  it("refuses any code for a broken secret instead of throwing", async () => {
    expect(await verifyTotp("!!!", "050471", now, null)).toEqual({ ok: false });
  });
});

describe("generateTotpSecret", () => {
  it("makes 160-bit base32 secrets that differ every time and produce working codes", async () => {
    const a = generateTotpSecret();
    const b = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)?.length).toBe(20);
    expect(a).not.toBe(b);
    const now = 1_800_000_000;
    const code = await totpCode(a, totpStep(now));
    expect(code).toMatch(/^\d{6}$/);
    expect(await verifyTotp(a, code, now, null)).toEqual({ ok: true, step: totpStep(now) });
  });
});

describe("totpUri", () => {
  it("builds the otpauth URI authenticator apps scan, with the brand as issuer", () => {
    const uri = totpUri({ secret: RFC_SECRET, issuer: BRAND.name, account: "ana+trips@example.com" });
    expect(uri).toBe(
      "otpauth://totp/Untrodden:ana%2Btrips%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" +
        "&issuer=Untrodden&algorithm=SHA1&digits=6&period=30",
    );
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe("otpauth:");
    expect(parsed.searchParams.get("secret")).toBe(RFC_SECRET);
  });

  it("encodes spaces and colons in the issuer and account", () => {
    const uri = totpUri({ secret: "mzxw 6ytb", issuer: "Big Co", account: "a:b" });
    expect(uri).toBe("otpauth://totp/Big%20Co:a%3Ab?secret=MZXW6YTB&issuer=Big%20Co&algorithm=SHA1&digits=6&period=30");
  });
});
