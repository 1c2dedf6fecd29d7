import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { queryClient } from "../../web/src/lib/query";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // The app's one query cache (no provider: web/src/lib/query.ts): each test starts from an empty one.
  queryClient.clear();
});
