import type { Plugin } from "vite";

/**
 * One file for everything the entry imports statically (decision 012). Left alone, the bundler splits each module
 * that the entry shares with a lazy page (React, the router, small domain helpers) into a chunk of its own: eleven
 * files before the first paint, which over HTTP/1.1 (and on a slow phone) cost round trips of their own. This puts
 * the entry's static closure into the entry's chunk; lazy pages import what they share from it.
 *
 *   const firstPaint = firstPaintChunk();
 *   plugins: [firstPaint.plugin], build.rolldownOptions.output.codeSplitting.groups: [firstPaint.group]
 */
export function firstPaintChunk() {
  const imports = new Map<string, readonly string[]>();
  const entries: string[] = [];
  let closure: Set<string> | null = null;

  const inFirstPaint = (id: string): boolean => {
    if (!closure) {
      const seen = new Set<string>();
      const stack = [...entries];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...(imports.get(id) ?? []));
      }
      closure = seen;
    }
    return closure.has(id);
  };

  const plugin: Plugin = {
    name: "untrodden:first-paint-chunk",
    apply: "build",
    buildStart() {
      imports.clear();
      entries.length = 0;
      closure = null;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entries.push(info.id);
    },
  };
  return { plugin, group: { name: "index", test: inFirstPaint } };
}
