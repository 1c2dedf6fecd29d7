/**
 * A request's or a response's body read up to `limit` bytes: the bytes, or "too_large" as soon as it passes the
 * limit (the rest is not read). Uploads (worker/routes/media-upload.ts) and imported images
 * (worker/services/image-import.ts) both read this way, so a huge body never fills the isolate's memory.
 */
export async function readBodyWithin(
  message: { body: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<Uint8Array | "too_large"> {
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return "too_large";
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const chunk of chunks) {
    out.set(chunk, o);
    o += chunk.byteLength;
  }
  return out;
}
