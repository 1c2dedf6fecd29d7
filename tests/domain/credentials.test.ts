import { describe, expect, it } from "vitest";
import {
  codeRequestError,
  contactFrom,
  credentialsError,
  newPasswordError,
  normalizePhone,
  otpFrom,
} from "../../domain/credentials";
import { MESSAGES } from "../../domain/messages";
import { PASSWORD_MESSAGES } from "../../domain/password-policy";

describe("the sign-in and sign-up forms (spec §5)", () => {
  it("want an e-mail or a phone and a password, with the spec's message", () => {
    expect(credentialsError(null, "secret-pass", false)).toBe(MESSAGES.emailOrPhoneAndPassword);
    expect(credentialsError(contactFrom("email", "a@b.co"), "", false)).toBe(MESSAGES.emailOrPhoneAndPassword);
    expect(credentialsError(contactFrom("email", "   "), "", true)).toBe(MESSAGES.emailOrPhoneAndPassword);
  });

  it("check the address's shape", () => {
    expect(credentialsError(contactFrom("email", "not-an-address"), "x", false)).toBe(MESSAGES.invalidEmail);
    expect(credentialsError(contactFrom("phone", "12"), "x", false)).toBe(MESSAGES.invalidPhone);
    expect(credentialsError(contactFrom("email", " traveler@example.com "), "x", false)).toBeNull();
  });

  it("apply the password length only to a new password", () => {
    expect(credentialsError(contactFrom("email", "a@b.co"), "short", false)).toBeNull();
    expect(credentialsError(contactFrom("email", "a@b.co"), "short", true)).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it("count a new password's length in characters: 8 to 128", () => {
    expect(newPasswordError("1234567")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordError("pässwörd")).toBeNull();
    expect(newPasswordError("x".repeat(128))).toBeNull();
    expect(newPasswordError("x".repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("send phone numbers in E.164", () => {
    expect(normalizePhone("+7 (701) 123-45-67")).toBe("+77011234567");
    expect(normalizePhone("0044 20 7946 0958")).toBe("+442079460958");
    expect(contactFrom("phone", " +995 555 12 34 56 ")).toEqual({ phone: "+995555123456" });
  });
});

describe("the one-time code forms", () => {
  it("want an e-mail, with the spec's message", () => {
    expect(codeRequestError(null)).toBe(MESSAGES.emailOrPhone);
    expect(codeRequestError(contactFrom("email", "a@b"))).toBe(MESSAGES.invalidEmail);
    expect(codeRequestError(contactFrom("email", "a@b.co"))).toBeNull();
  });

  it("take exactly six digits, spaces allowed", () => {
    expect(otpFrom("123 456")).toBe("123456");
    expect(otpFrom("12345")).toBeNull();
    expect(otpFrom("12345a")).toBeNull();
    expect(otpFrom("1234567")).toBeNull();
  });
});
