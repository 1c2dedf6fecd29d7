/**
 * Cloudflare's purge-by-URL API, for cached previews in every data center (the Cache API's own delete only
 * reaches the one that runs it). Used when CF_ZONE_ID and CF_PURGE_TOKEN are configured (a token with the
 * Zone → Cache Purge permission, stored as a wrangler secret).
 */
export const PURGE_API = "https://api.cloudflare.com/client/v4";
/** URLs per purge call the API accepts on every plan. */
export const PURGE_BATCH = 30;

export interface PurgeResult {
  purged: number;
  errors: string[];
}

interface ApiEnvelope {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
}

export async function purgeUrls(
  urls: readonly string[],
  config: { zoneId: string; token: string },
  fetcher: typeof fetch = fetch,
): Promise<PurgeResult> {
  const result: PurgeResult = { purged: 0, errors: [] };
  for (let i = 0; i < urls.length; i += PURGE_BATCH) {
    const files = urls.slice(i, i + PURGE_BATCH);
    let body: ApiEnvelope | null = null;
    let status = 0;
    try {
      const res = await fetcher(`${PURGE_API}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ files }),
      });
      status = res.status;
      body = (await res.json().catch(() => null)) as ApiEnvelope | null;
    } catch (err) {
      result.errors.push(`purge request failed: ${String(err)}`);
      continue;
    }
    if (status >= 200 && status < 300 && body?.success === true) {
      result.purged += files.length;
    } else {
      const messages = body?.errors?.map((e) => `${e.code ?? "?"}: ${e.message ?? "unknown error"}`) ?? [];
      result.errors.push(`purge answered ${status}${messages.length ? ` (${messages.join("; ")})` : ""}`);
    }
  }
  return result;
}
