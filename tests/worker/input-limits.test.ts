import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

// Every API input is bounded before it is read and refused when it holds control characters: a client can neither
// make the worker buffer a huge body nor store text that breaks logs, e-mails, exports and terminals.

let host: Person;
let traveler: Person;

beforeAll(async () => {
  [host, traveler] = await Promise.all([person("approved-host"), person("traveler")]);
});

const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;

const TOUR = {
  title: "Horse trek to the Kolsai lakes",
  description: "Three days on horseback between the Kolsai lakes, with nights in a family guesthouse.",
  countries: ["Kazakhstan"],
  number_of_days: 3,
  price_1_person: 30_000,
};

/** A body that never ends: chunks of `size` bytes for as long as anyone reads. */
function endless(size = 64 * 1024): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("x".repeat(size));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      sent += 1;
      // A reader that keeps going past 100 MB has not been stopped; end so the test fails instead of hanging.
      if (sent * size > 100 * 1024 * 1024) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

describe("request bodies are capped before they are read", () => {
  it("answers 413 to a JSON body that declares 90 MB, without reading it", async () => {
    const res = await traveler.fetch("/api/me/profile", {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "Content-Length": String(90 * 1024 * 1024) },
      body: '{"first_name":"Ana"}',
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: "request_too_large", message: "The request body is too large" });
  });

  it("answers 413 to an endless chunked JSON body once it passes the cap, and changes nothing", async () => {
    const before = await env.DB.prepare("SELECT first_name FROM profiles WHERE user_id = ?").bind(traveler.id).first();
    const res = await traveler.fetch("/api/me/profile", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: endless(),
      // @ts-expect-error workerd needs it for a streamed request body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    const after = await env.DB.prepare("SELECT first_name FROM profiles WHERE user_id = ?").bind(traveler.id).first();
    expect(after).toEqual(before);
  });

  it("takes a listing as large as a real one can be (60 itinerary days of non-Latin text)", async () => {
    const day = "Поход к Большому Алматинскому озеру и ночь в юрте у чабанов. ".repeat(30).slice(0, 1900);
    const res = await host.fetch("/api/listings/tour", {
      method: "POST",
      json: { ...TOUR, number_of_days: 60, itinerary: Array.from({ length: 60 }, () => day) },
    });
    expect(res.status).toBe(201);
  });

  it("refuses a listing body past its larger cap with 413", async () => {
    const res = await host.fetch("/api/listings/tour", {
      method: "POST",
      json: { ...TOUR, description: "x".repeat(600 * 1024) },
    });
    expect(res.status).toBe(413);
  });

  it("answers a guest with 401 before looking at an oversized body", async () => {
    const guest = await person("guest");
    const res = await guest.fetch("/api/me/profile", {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "Content-Length": String(90 * 1024 * 1024) },
      body: "{}",
    });
    expect(res.status).toBe(401);
  });
});

describe("control characters are refused in every text field", () => {
  it.each([
    ["a NUL in a tour title", "title", "Horse trek\u0000 to the lakes"],
    ["a bell in a description", "description", `${TOUR.description}\u0007`],
    ["an escape in a country", "countries.0", "Kazakhstan\u001b[31m"],
    ["a DEL in a topic", "topics.0", "horse\u007f riding"],
    ["a C1 control in a title", "title", "Horse trek \u0085 lakes"],
  ])("%s → 400 naming the field, nothing saved", async (_case, field, value) => {
    const body =
      field === "countries.0"
        ? { ...TOUR, countries: [value] }
        : field === "topics.0"
          ? { ...TOUR, topics: [value] }
          : { ...TOUR, [field]: value };
    const before = await env.DB.prepare("SELECT count(*) AS n FROM tours").first<{ n: number }>();
    const res = await host.fetch("/api/listings/tour", { method: "POST", json: body });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "invalid_request",
      message: `${field}: must not contain control characters (only tabs and line breaks)`,
    });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM tours").first<{ n: number }>()).toEqual(before);
  });

  it("keeps tabs and line breaks in a description", async () => {
    const description = `${TOUR.description}\n\nDay 1:\tAlmaty to Saty.\nDay 2:\tKolsai lakes.`;
    const res = await host.fetch("/api/listings/tour", { method: "POST", json: { ...TOUR, description } });
    expect(res.status).toBe(201);
    expect((await res.json<{ description: string }>()).description).toBe(description);
  });

  it("refuses a control character in a person's name", async () => {
    const res = await traveler.fetch("/api/me/profile", { method: "PATCH", json: { first_name: "Ana\u0000" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      "first_name: must not contain control characters (only tabs and line breaks)",
    );
  });

  it("refuses a control character in a query string and in a path", async () => {
    const search = await traveler.fetch(`/api/listings?search=${encodeURIComponent("lake\u0000")}`);
    expect(search.status).toBe(400);
    expect((await errorOf(search)).message).toMatch(/^search: must not contain control characters/);
    const path = await traveler.fetch(`/api/hosts/${encodeURIComponent("aigerim\u001f")}`);
    expect(path.status).toBe(400);
    expect((await errorOf(path)).message).toMatch(/^slug: must not contain control characters/);
  });

  it("refuses a control character in a second factor's name (auth service)", async () => {
    const res = await traveler.fetch("/auth/v1/factors", {
      method: "POST",
      json: { factor_type: "totp", friendly_name: "my phone\u0000" },
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ code: string; msg: string }>();
    expect(body.code).toBe("validation_failed");
    expect(body.msg).toBe("friendly_name: must not contain control characters (only tabs and line breaks)");
  });

  it("lets a password hold any character a person can type", async () => {
    const res = await traveler.fetch("/auth/v1/token?grant_type=password", {
      method: "POST",
      json: { email: traveler.email, password: "wrong\u0007password" },
    });
    expect(res.status).toBe(400);
    expect((await res.json<{ code: string }>()).code).toBe("invalid_credentials");
  });
});
