import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { errorJson } from "../errors";

/** zod validation that answers bad input with a 400 in the one error shape, naming the first bad field. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.join(".") || target;
    return errorJson(c, 400, "invalid_request", `${field}: ${issue?.message ?? "is invalid"}`);
  });
}
