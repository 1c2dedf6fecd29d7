// Non-JavaScript modules imported by the share-image renderer. Wrangler and the vitest workers plugin bundle a
// `.wasm` import as a compiled WebAssembly.Module (workerd cannot compile wasm from bytes at run time) and, through
// the `[[rules]]` entry in wrangler.toml, a `.woff`/`.woff2` import as an ArrayBuffer.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

declare module "*.woff" {
  const data: ArrayBuffer;
  export default data;
}

declare module "*.woff2" {
  const data: ArrayBuffer;
  export default data;
}
