/**
 * The body format admins write e-mails in (editable transactional templates and marketing templates, issue 18):
 * plain text with `{{name}}` variables. Paragraphs are separated by blank lines; a paragraph that is exactly
 * `[Label](url)` is a button; a paragraph starting with `> ` is a muted note; a paragraph starting with `# ` is a
 * heading (a template's first heading is the e-mail's title); a paragraph that is exactly `` `{{code}}` `` (text in
 * backticks) is a one-time code shown large. `{{#name}}…{{/name}}` keeps what it encloses only when `name` has a
 * value (an optional code, a first name we may not know). Values are inserted as text after the body is split into
 * blocks (the layout escapes them), so a variable can never inject markup, a button or a link.
 */
import { absolute, type Block } from "./templates";

const NAME = "[a-zA-Z][a-zA-Z0-9_]*";
const VARIABLE = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}`, "g");
/** An innermost section: `{{#name}}…{{/name}}` with no other section opening inside. */
const SECTION = new RegExp(`\\{\\{#\\s*(${NAME})\\s*\\}\\}((?:(?!\\{\\{#)[\\s\\S])*?)\\{\\{\\/\\s*\\1\\s*\\}\\}`, "g");
const SECTION_TAG = new RegExp(`\\{\\{\\s*[#/]\\s*(${NAME})\\s*\\}\\}`, "g");
const BUTTON = /^\[([^\]\n]+)\]\(([^)\s]+)\)$/;
const CODE = /^`([^`\n]+)`$/;

/** The variables a text uses (in `{{name}}` or as a section's name), in order of first use. */
export function variablesOf(text: string): string[] {
  const names = [...text.matchAll(VARIABLE), ...text.matchAll(SECTION_TAG)].map((m) => ({
    name: m[1] as string,
    at: m.index ?? 0,
  }));
  return [...new Set(names.sort((a, b) => a.at - b.at).map((n) => n.name))];
}

/**
 * `text` with each `{{#name}}…{{/name}}` section kept (without its tags) when `name` has a non-empty value and
 * removed otherwise; sections may nest. An unclosed tag stays visible as written.
 */
export function resolveSections(text: string, vars: Record<string, string>): string {
  let current = text;
  for (;;) {
    const next = current.replace(SECTION, (_whole, name: string, inner: string) => (vars[name] ? inner : ""));
    if (next === current) return current;
    current = next;
  }
}

/** The section tags of a text left without a partner (`{{#name}}` never closed, `{{/name}}` never opened). */
export function unbalancedSections(text: string): string[] {
  const everything = Object.fromEntries(variablesOf(text).map((n) => [n, "x"]));
  return [...resolveSections(text, everything).matchAll(SECTION_TAG)].map((m) => m[0]);
}

/** `text` with each `{{name}}` replaced by its value; an unknown name stays visible as written, so a typo shows. */
export function fillVariables(text: string, vars: Record<string, string>): string {
  return text.replace(VARIABLE, (whole, name: string) => (name in vars ? (vars[name] as string) : whole));
}

/** The body's paragraphs after its sections are resolved, before any value is inserted. */
export function bodyParagraphs(body: string, vars: Record<string, string>): string[] {
  return resolveSections(body.replace(/\r\n?/g, "\n"), vars)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A filled paragraph as blocks: a value with blank lines in it (a contact message) stays several paragraphs. */
function textBlocks(text: string, kind: "paragraph" | "muted"): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t): Block => ({ kind, text: t }));
}

/**
 * The blocks of a body with its variables filled in; a button's link is made absolute against `origin`, and one
 * that is not http(s) throws (check bodies with `bodyBlocks` when they are saved).
 */
export function bodyBlocks(body: string, vars: Record<string, string>, origin: string): Block[] {
  return bodyParagraphs(body, vars).flatMap((p): Block[] => {
    const button = BUTTON.exec(p);
    if (button)
      return [
        {
          kind: "button",
          label: fillVariables(button[1] as string, vars),
          href: absolute(fillVariables(button[2] as string, vars), origin),
        },
      ];
    const code = CODE.exec(p);
    if (code) {
      const value = fillVariables(code[1] as string, vars).trim();
      return value ? [{ kind: "code", code: value }] : [];
    }
    if (p.startsWith("# ")) {
      const [first = "", ...rest] = p.split("\n");
      return [
        { kind: "heading", text: fillVariables(first.slice(2).trim(), vars) },
        ...textBlocks(fillVariables(rest.join("\n"), vars), "paragraph"),
      ];
    }
    if (p.startsWith("> ")) return textBlocks(fillVariables(p.slice(2), vars), "muted");
    return textBlocks(fillVariables(p, vars), "paragraph");
  });
}

/** The buttons of a body (every section kept), as written: label and link before values are inserted. */
export function bodyButtons(body: string): { label: string; link: string }[] {
  const everything = Object.fromEntries(variablesOf(body).map((n) => [n, "x"]));
  return bodyParagraphs(body, everything).flatMap((p) => {
    const button = BUTTON.exec(p);
    return button ? [{ label: button[1] as string, link: button[2] as string }] : [];
  });
}
