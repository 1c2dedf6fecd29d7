import { accountApi } from "../../../domain/api/account";
import { implement } from "../implement";
import { dataHandlers } from "./data";
import { hostApplicationHandlers } from "./host-application";
import { profileHandlers } from "./profile";
import { sessionHandlers } from "./sessions";
import { tripRequestHandlers } from "./trip-request";

/** /api/me…: the signed-in caller's own account only; no route takes another person's id. */
export const accountRoutes = implement(accountApi, {
  ...profileHandlers,
  ...hostApplicationHandlers,
  ...tripRequestHandlers,
  ...sessionHandlers,
  ...dataHandlers,
});
