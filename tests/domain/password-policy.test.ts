import { describe, expect, it } from "vitest";
import {
  COMMON_PASSWORDS,
  COMMON_PASSWORDS_COUNT,
  COMMON_PASSWORDS_SOURCE_SIZE,
} from "../../domain/data/common-passwords";
import {
  checkPassword,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from "../../domain/password-policy";

describe("checkPassword", () => {
  it.each([
    ["eight characters of nothing common", "kq7-vZ#p"],
    ["a long passphrase with spaces", "correct horse battery staple on the steppe"],
    ["lower-case letters only (no composition rules)", "tulpartoglen"],
    ["digits only, when not a common number", "90417263158"],
    ["exactly 128 characters", "a1".repeat(64)],
    ["accented letters", "pässwörd-almaty"],
    ["emoji (one character each)", "🏔️🐎🏔️🐎🏔️🐎"],
  ])("accepts %s", (_case, password) => {
    expect(checkPassword(password)).toEqual({ ok: true });
  });

  it.each([
    ["empty", ""],
    ["seven characters", "kq7-vZ#"],
    ["seven emoji (counted as characters, not UTF-16 units)", "🏔🐎🏔🐎🏔🐎🏔"],
  ])("refuses a password that is too short: %s", (_case, password) => {
    expect(checkPassword(password)).toEqual({
      ok: false,
      reasons: ["length"],
      message: "Password should be at least 8 characters.",
    });
  });

  it("refuses a password longer than 128 characters", () => {
    expect(checkPassword(`${"a1".repeat(64)}x`)).toEqual({
      ok: false,
      reasons: ["length"],
      message: "Password should be at most 128 characters.",
    });
  });

  it.each([
    ["the most common one", "password"],
    ["in another case", "PassWord"],
    ["a common number", "12345678"],
    ["a keyboard walk", "qwertyuiop"],
    ["a common phrase", "iloveyou"],
    ["a common one in upper case", "SUNSHINE"],
  ])("refuses a common password: %s", (_case, password) => {
    expect(checkPassword(password)).toEqual({
      ok: false,
      reasons: ["pwned"],
      message: "This password is too common. Choose a less common password.",
    });
  });

  it.each([
    ["a line break", "good password\nhere"],
    ["a tab", "good\tpassword"],
    ["a NUL", "good\u0000password"],
    ["a lone surrogate", "good password \uD83C"],
  ])("refuses control characters and broken Unicode: %s", (_case, password) => {
    expect(checkPassword(password)).toEqual({
      ok: false,
      reasons: ["characters"],
      message: PASSWORD_MESSAGES.characters,
    });
  });

  it("lists every problem, one sentence each", () => {
    const result = checkPassword("a\tb");
    expect(result).toEqual({
      ok: false,
      reasons: ["length", "characters"],
      message: `${PASSWORD_MESSAGES.tooShort} ${PASSWORD_MESSAGES.characters}`,
    });
  });
});

describe("the common-password list", () => {
  const entries = COMMON_PASSWORDS.split("\n");

  it("holds the long-enough passwords among at least the 10 000 most common ones", () => {
    expect(COMMON_PASSWORDS_SOURCE_SIZE).toBeGreaterThanOrEqual(10_000);
    expect(entries.length).toBe(COMMON_PASSWORDS_COUNT);
    expect(entries.length).toBeGreaterThan(10_000);
  });

  it("has only lower-case, distinct entries the length rule would let through", () => {
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry).toBe(entry.toLowerCase());
      expect(passwordLength(entry)).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(passwordLength(entry)).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    }
  });

  it("is looked up case-insensitively", () => {
    expect(isCommonPassword("Football")).toBe(true);
    expect(isCommonPassword("football")).toBe(true);
    expect(isCommonPassword("footballs-of-almaty")).toBe(false);
    // The last entry of the list counts as much as the first.
    const last = entries.at(-1) ?? "";
    expect(isCommonPassword(last.toUpperCase())).toBe(true);
  });
});
