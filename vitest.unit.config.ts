import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Pure domain rules in Node, React components in happy-dom.
export default defineConfig({
  test: {
    // Two files side by side on a 2-core machine (Vitest's default there is cores - 1, one at a time).
    maxWorkers: 2,
    projects: [
      { test: { name: "domain", include: ["tests/domain/**/*.test.ts"], environment: "node" } },
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["tests/web/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["./tests/web/setup.ts"],
        },
      },
    ],
  },
});
