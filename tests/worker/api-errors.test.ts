import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const get = (path: string) => exports.default.fetch(new Request(`https://untrodden.test${path}`));

describe("API errors", () => {
  it("answers an unknown /api path with a JSON 404 in the error shape", async () => {
    const res = await get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/no-such-thing");
  });
});
