/**
 * The wasm engines behind the share image, loaded once per isolate, on first use:
 * - satori (layout.wasm: yoga layout and WOFF2 decoding; HarfBuzz: text shaping) turns an element tree into SVG;
 * - resvg rasterises the SVG to PNG;
 * - libwebp (jSquash's decoder) decodes WebP photos, which this resvg build cannot read.
 *
 * workerd never compiles WebAssembly from bytes at run time ("Wasm code generation disallowed by embedder"):
 * every binary must be imported as a module, which wrangler and the vitest workers plugin turn into a compiled
 * WebAssembly.Module. satori's standalone build takes layout.wasm that way through `init()`, but its bundled
 * HarfBuzz (harfbuzzjs, an emscripten build) does two byte compilations while it starts:
 * 1. `WebAssembly.instantiate(bytes)` of hb.wasm, inlined as base64. It is answered with the same binary imported
 *    from the `harfbuzzjs` package (satori 0.63.2 inlines harfbuzzjs 0.10.0's hb.wasm byte for byte; both versions
 *    are pinned in package.json);
 * 2. `new WebAssembly.Module(bytes)` of a 34-byte wrapper that lets the wasm table hold one JS callback of type
 *    "vi" (`free`, passed to hb_blob_create). It is answered with ./wasm/hb-callback-vi.wasm, those same bytes.
 * Both are intercepted only while satori starts, and any other byte compilation fails loudly (instead of leaving
 * satori waiting forever). The emscripten loaders also read `self.location`, which workerd lacks: a placeholder
 * is set while they start and removed afterwards.
 */
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm";
import { initWasm as initResvg, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import harfbuzzWasm from "harfbuzzjs/hb.wasm";
import layoutWasm from "satori/layout.wasm";
import harfbuzzCallbackWasm from "./wasm/hb-callback-vi.wasm";

export type Satori = typeof import("satori/standalone").default;

/** What the WebP decoder returns (an ImageData where the runtime has one; workerd does not). */
export interface DecodedImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}
export type WebpDecoder = (data: ArrayBuffer) => Promise<DecodedImage>;

/** Byte length of harfbuzzjs 0.10.0's hb.wasm, the copy satori 0.63.2 inlines. */
const HARFBUZZ_WASM_BYTES = 381_964;

/** emscripten's `convertJsFunctionToWasm` module for signature "vi": imports e.f, exports it as f. */
export const HARFBUZZ_CALLBACK_VI = Uint8Array.of(
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00,
  0x01,
  0x87,
  0x00,
  0x01,
  0x60,
  0x81,
  0x00,
  0x7f,
  0x80,
  0x00,
  0x02,
  0x07,
  0x01,
  0x01,
  0x65,
  0x01,
  0x66,
  0x00,
  0x00,
  0x07,
  0x05,
  0x01,
  0x01,
  0x66,
  0x00,
  0x00,
);

let satoriReady: Promise<Satori> | undefined;
let resvgReady: Promise<void> | undefined;
let webpReady: Promise<WebpDecoder> | undefined;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function asBytes(source: unknown): Uint8Array | null {
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return null;
}

/** Sets a placeholder `self.location` when the runtime has none; returns how to undo it. */
function provideLocation(): () => void {
  const scope = globalThis as { location?: unknown };
  if (scope.location !== undefined) return () => {};
  scope.location = { href: "https://worker.invalid/og/" };
  return () => {
    delete scope.location;
  };
}

/**
 * Answers HarfBuzz's two byte compilations with the imported modules until the returned `restore` is called;
 * `failed` rejects when something else asks to compile bytes.
 */
function interceptHarfBuzzCompilation(): { restore: () => void; failed: Promise<never> } {
  const api = WebAssembly as unknown as {
    instantiate: (...args: unknown[]) => Promise<unknown>;
    Module: typeof WebAssembly.Module;
  };
  const { instantiate, Module } = api;
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  const refuse = (what: string) => {
    const error = new Error(
      `share image: satori compiled unexpected wasm bytes (${what}); satori and harfbuzzjs must stay at the pinned versions`,
    );
    fail(error);
    return error;
  };
  api.instantiate = (source: unknown, imports?: unknown) => {
    const bytes = asBytes(source);
    if (!bytes) return instantiate.call(WebAssembly, source, imports);
    if (bytes.length !== HARFBUZZ_WASM_BYTES) return Promise.reject(refuse(`instantiate, ${bytes.length} bytes`));
    return WebAssembly.instantiate(harfbuzzWasm, imports as WebAssembly.Imports).then((instance) => ({
      instance,
      module: harfbuzzWasm,
    }));
  };
  api.Module = new Proxy(Module, {
    construct(target, args: unknown[], newTarget) {
      const bytes = asBytes(args[0]);
      if (bytes && sameBytes(bytes, HARFBUZZ_CALLBACK_VI)) return harfbuzzCallbackWasm;
      if (bytes) throw refuse(`Module, ${bytes.length} bytes`);
      return Reflect.construct(target, args, newTarget);
    },
  });
  return {
    restore: () => {
      api.instantiate = instantiate;
      api.Module = Module;
    },
    failed,
  };
}

async function loadSatori(): Promise<Satori> {
  const { restore, failed } = interceptHarfBuzzCompilation();
  const removeLocation = provideLocation();
  try {
    const satori = await Promise.race([import("satori/standalone"), failed]);
    await satori.init(layoutWasm);
    // Every satori() call first awaits HarfBuzz; an empty render lets it finish starting while intercepted.
    await Promise.race([
      satori.default({ type: "div", props: { style: { display: "flex" } } } as Parameters<Satori>[0], {
        width: 1,
        height: 1,
        fonts: [],
      }),
      failed,
    ]);
    return satori.default;
  } finally {
    restore();
    removeLocation();
  }
}

export function getSatori(): Promise<Satori> {
  satoriReady ??= loadSatori().catch((error: unknown) => {
    satoriReady = undefined;
    throw error;
  });
  return satoriReady;
}

export async function getResvg(): Promise<typeof Resvg> {
  resvgReady ??= initResvg(resvgWasm).catch((error: unknown) => {
    resvgReady = undefined;
    throw error;
  });
  await resvgReady;
  return Resvg;
}

async function loadWebpDecoder(): Promise<WebpDecoder> {
  const removeLocation = provideLocation();
  try {
    const { default: decode, init } = await import("@jsquash/webp/decode");
    // The published typings only declare init(options); the code takes (module, options) and starts the
    // emscripten module (which reads self.location) before returning.
    await (init as unknown as (module: WebAssembly.Module) => Promise<void>)(webpDecoderWasm);
    return decode as unknown as WebpDecoder;
  } finally {
    removeLocation();
  }
}

export function getWebpDecoder(): Promise<WebpDecoder> {
  webpReady ??= loadWebpDecoder().catch((error: unknown) => {
    webpReady = undefined;
    throw error;
  });
  return webpReady;
}
