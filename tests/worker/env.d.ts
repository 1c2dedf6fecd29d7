import type { D1Migration } from "cloudflare:test";
import type { Env as AppEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The property tests' run count, from the FC_RUNS environment variable (vitest.config.ts). */
      FC_RUNS?: string;
    }
    interface GlobalProps {
      mainModule: typeof import("../../worker/index");
      durableNamespaces: "ConversationRoom" | "UserHub";
    }
  }
}
