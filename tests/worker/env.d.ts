import type { D1Migration } from "cloudflare:test";
import type { Env as AppEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import("../../worker/index");
      durableNamespaces: "ConversationRoom" | "UserHub";
    }
  }
}
