import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { type EndpointDef, paramNames, type ResponseOf, type ServerInput } from "../../domain/api/endpoint";
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath, plainText } from "../../domain/api/fields";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";

type Ctx = Context<AppBindings>;

/** A route's handler: validated input in, the declared answer (sent as JSON) or a Response of its own out. */
export type Handler<E extends EndpointDef> = (
  c: Ctx,
  input: ServerInput<E>,
) => Promise<ResponseOf<E> | Response> | ResponseOf<E> | Response;

/** The handlers of a contract's routes, by name; a router file may take a few of them (`Pick<Handlers<C>, …>`). */
export type Handlers<C extends Record<string, EndpointDef>> = { [K in keyof C]: Handler<C[K]> };

/** Largest JSON body by default; a declaration with a bigger legitimate body names its own (`jsonLimit`). */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Larger JSON bodies some routes take (a group tour with 60 itinerary days of non-Latin text is ~400 KB). */
export const LARGE_JSON_BODY_LIMIT = 512 * 1024;

function defaultParams(path: string): z.ZodType {
  return z.object(Object.fromEntries(paramNames(path).map((name) => [name, plainText().trim().min(1).max(200)])));
}

const NOT_JSON = Symbol("not JSON");

/**
 * Refuses, before any schema runs, a body that is not JSON, and a query, path or JSON input that holds a control
 * character (400 naming it).
 */
function refuseControlCharacters(target: "param" | "query" | "json"): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const value =
      target === "param"
        ? c.req.param()
        : target === "query"
          ? // A repeated query parameter is named once, whichever of its values holds the character.
            Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.join("")]))
          : await c.req.json().catch(() => NOT_JSON);
    if (value === NOT_JSON) return errorJson(c, 400, "invalid_request", "body: must be a JSON object");
    const at = controlCharacterPath(value);
    if (at) return errorJson(c, 400, "invalid_request", `${at}: ${CONTROL_CHARACTER_MESSAGE}`);
    await next();
  };
}

/**
 * The routes of one contract (a `domain/api/<area>.ts` object of declarations), each with its handler. Every route
 * gets, in this order: its access rule (before anything about the body is read: 401/403 tell a caller without the
 * right nothing about the payload), a body size cap (413 before parsing; uploads cap themselves), the refusal of
 * control characters, and zod validation of path, query and JSON body (400 naming the first bad field). A contract
 * entry without a handler is a compile error.
 */
export function implement<C extends Record<string, EndpointDef>>(
  contract: C,
  handlers: Handlers<C>,
  options: { jsonLimit?: Partial<Record<keyof C, number>> } = {},
): Hono<AppBindings> {
  const router = new Hono<AppBindings>();
  for (const name of Object.keys(contract) as (keyof C & string)[]) {
    const endpoint = contract[name] as EndpointDef;
    const handler = handlers[name] as Handler<EndpointDef>;
    const chain: MiddlewareHandler<AppBindings>[] = [allow(endpoint.access)];
    if (!endpoint.upload) {
      chain.push(
        bodyLimit({
          maxSize: options.jsonLimit?.[name] ?? JSON_BODY_LIMIT,
          onError: (c) => errorJson(c, 413, "request_too_large", "The request body is too large"),
        }),
      );
    }
    const check = (target: "param" | "query" | "json", schema: z.ZodType) =>
      chain.push(
        refuseControlCharacters(target),
        validate(target, schema) as unknown as MiddlewareHandler<AppBindings>,
      );
    check("param", endpoint.params ?? defaultParams(endpoint.path));
    if (endpoint.query) check("query", endpoint.query);
    if (endpoint.body) check("json", endpoint.body);
    router.on(endpoint.method, [endpoint.path], ...chain, async (c: Ctx) => {
      const valid = (target: "param" | "query" | "json") => c.req.valid(target as never) as unknown;
      const input = {
        params: valid("param"),
        query: endpoint.query ? valid("query") : undefined,
        body: endpoint.body ? valid("json") : undefined,
      } as ServerInput<EndpointDef>;
      const answer = await handler(c, input);
      return answer instanceof Response ? answer : c.json(answer as object);
    });
  }
  return router;
}
