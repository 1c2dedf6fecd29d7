/**
 * How an API endpoint is declared once for both sides (docs/decisions/009-api-contracts.md): its method, path, who
 * may call it, the zod schemas of its inputs and the type of its answer. The worker registers and validates routes
 * from these declarations (worker/routes/implement.ts); the web app builds its requests from them
 * (web/src/lib/api.ts). A renamed path, field or parameter is a compile error on both sides.
 *
 * This module has no runtime dependency: pages that only read (the home page among them) do not load zod.
 */
import type { z } from "zod";
import type { Access } from "../vocabulary";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

declare const ANSWER: unique symbol;

/** The type of a 2xx answer's JSON body; carried by the type only (the value is an empty object). */
export interface Reply<T> {
  readonly [ANSWER]?: T;
}

/** `response: reply<HostResponse>()` in a declaration says what the endpoint answers. */
export const reply = <T>(): Reply<T> => ({});

/** A raw answer (a file, a download) that the web app opens by URL rather than reading as JSON. */
export type RawAnswer = { readonly raw: true };

export interface EndpointDef {
  readonly method: Method;
  /** In Hono's syntax: `:name` a segment, `:name{.+}` one that may hold slashes. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** The path parameters; without a schema each is text of 1 to 200 characters. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A multipart upload (the file in the field `file`) instead of a JSON body; larger bodies are accepted. */
  readonly upload?: true;
  readonly response: Reply<unknown>;
}

type Declaration = Omit<EndpointDef, "method" | "path">;
type Declared<M extends Method, P extends string, D> = { readonly method: M; readonly path: P } & D;

const declare =
  <M extends Method>(method: M) =>
  <const P extends `/api/${string}`, const D extends Declaration>(path: P, declaration: D): Declared<M, P, D> => ({
    method,
    path,
    ...declaration,
  });

export const get = declare("GET");
export const post = declare("POST");
export const put = declare("PUT");
export const patch = declare("PATCH");
export const del = declare("DELETE");

// ───────────────────────────── types derived from a declaration ─────────────────────────────

export type ResponseOf<E extends EndpointDef> = E["response"] extends Reply<infer T> ? T : never;

type ParamName<S extends string> = S extends `${infer N}{${string}` ? N : S extends `${infer N}?` ? N : S;

/** The parameter names of a path: "/api/hosts/:slug/reviews" → "slug". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never;

type HasParams<E extends EndpointDef> = [PathParamNames<E["path"]>] extends [never] ? false : true;
type Schema<S> = S extends z.ZodType ? S : never;

/** What the web app passes to call an endpoint (path parameters, query, body) besides an abort signal. */
export type CallInput<E extends EndpointDef> = (HasParams<E> extends true
  ? { params: E["params"] extends z.ZodType ? z.input<E["params"]> : Record<PathParamNames<E["path"]>, string> }
  : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: z.input<Schema<E["query"]>> } : { query?: undefined }) &
  (E["body"] extends z.ZodType
    ? { body: z.input<Schema<E["body"]>> }
    : E["upload"] extends true
      ? { body: FormData }
      : { body?: undefined }) & { signal?: AbortSignal };

/** What a route handler receives, validated: zod's output types. */
export interface ServerInput<E extends EndpointDef> {
  params: E["params"] extends z.ZodType ? z.output<E["params"]> : Record<PathParamNames<E["path"]>, string>;
  query: E["query"] extends z.ZodType ? z.output<Schema<E["query"]>> : undefined;
  body: E["body"] extends z.ZodType ? z.output<Schema<E["body"]>> : undefined;
}

// ───────────────────────────── paths ─────────────────────────────

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g;

/** The names of a path's parameters, in order (the runtime twin of PathParamNames). */
export function paramNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] ?? "");
}

/**
 * The path with its parameters filled in, each percent-encoded; a parameter declared with a pattern that may hold
 * slashes (`:key{.+}`) keeps them as separators. A missing optional parameter drops its segment.
 */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path
    .replace(PARAM, (_match, name: string, pattern: string | undefined) => {
      const value = params[name];
      if (value === undefined || value === null || value === "") return "";
      const text = String(value);
      return pattern?.includes(".") ? text.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(text);
    })
    .replace(/\/+$/, "");
}

/** A query string from an object (leading "?"); empty, undefined and null values are left out. */
export function queryString(params: object | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The URL of an endpoint for these inputs: its path with parameters and its query. */
export function urlOf<E extends EndpointDef>(endpoint: E, input: { params?: unknown; query?: unknown } = {}): string {
  return `${pathOf(endpoint.path, (input.params ?? {}) as Record<string, unknown>)}${queryString(input.query as object)}`;
}
