import { app } from "./app";
import { runScheduled } from "./cron";
import type { Env } from "./env";

export { ConversationRoom } from "../durable-objects/conversation-room";
export { UserHub } from "../durable-objects/user-hub";

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    await runScheduled(controller.cron, env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
