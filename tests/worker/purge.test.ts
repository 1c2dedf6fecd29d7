import { describe, expect, it } from "vitest";
import { PURGE_API, PURGE_BATCH, purgeUrls } from "../../worker/seo/purge";

/** Stands in for Cloudflare's API server (not reachable from here); records what the adapter sends. */
function fakeApi(answer: (body: { files: string[] }) => { status: number; json: unknown }) {
  const calls: { url: string; init: RequestInit; body: { files: string[] } }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { files: string[] };
    calls.push({ url: String(input), init: init ?? {}, body });
    const { status, json } = answer(body);
    return new Response(JSON.stringify(json), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { calls, fetcher };
}

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://untrodden.travel/tour/t${i}?__shell=x`);

describe("purge by URL through Cloudflare's API", () => {
  it("posts the URLs to the zone's purge_cache endpoint with the bearer token, in batches the API accepts", async () => {
    const api = fakeApi(() => ({ status: 200, json: { success: true, errors: [], result: { id: "z" } } }));
    const result = await purgeUrls(urls(PURGE_BATCH + 5), { zoneId: "zone/1", token: "tok" }, api.fetcher);
    expect(result).toEqual({ purged: PURGE_BATCH + 5, errors: [] });
    expect(api.calls.map((c) => c.body.files.length)).toEqual([PURGE_BATCH, 5]);
    const first = api.calls[0];
    expect(first?.url).toBe(`${PURGE_API}/zones/zone%2F1/purge_cache`);
    expect(first?.init.method).toBe("POST");
    const headers = new Headers(first?.init.headers);
    expect(headers.get("authorization")).toBe("Bearer tok");
    expect(headers.get("content-type")).toBe("application/json");
    expect(first?.body.files[0]).toBe("https://untrodden.travel/tour/t0?__shell=x");
  });

  it("reports the API's errors and a failed request without throwing", async () => {
    const refused = fakeApi(() => ({
      status: 403,
      json: { success: false, errors: [{ code: 10000, message: "Authentication error" }] },
    }));
    expect(await purgeUrls(urls(2), { zoneId: "z", token: "bad" }, refused.fetcher)).toEqual({
      purged: 0,
      errors: ["purge answered 403 (10000: Authentication error)"],
    });

    const garbled = fakeApi(() => ({ status: 502, json: "<html>bad gateway</html>" }));
    expect((await purgeUrls(urls(1), { zoneId: "z", token: "t" }, garbled.fetcher)).errors).toEqual([
      "purge answered 502",
    ]);

    const down = (async () => {
      throw new TypeError("network down");
    }) as typeof fetch;
    const result = await purgeUrls(urls(1), { zoneId: "z", token: "t" }, down);
    expect(result.purged).toBe(0);
    expect(result.errors[0]).toContain("network down");
  });
});
