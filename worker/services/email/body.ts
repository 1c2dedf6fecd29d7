/**
 * The body format admins write e-mails in (editable transactional templates and marketing templates, issue 18):
 * plain text with `{{name}}` variables. Paragraphs are separated by blank lines; a paragraph that is exactly
 * `[Label](url)` is a button; a paragraph starting with `> ` is a muted note. Values are inserted as text (the
 * layout escapes them), so a variable can never inject markup.
 */
import { absolute, type Block } from "./templates";

const VARIABLE = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;
const BUTTON = /^\[([^\]\n]+)\]\(([^)\s]+)\)$/;

/** The variables a text uses, in order of first use. */
export function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] as string))];
}

/** `text` with each `{{name}}` replaced by its value; an unknown name stays visible as written, so a typo shows. */
export function fillVariables(text: string, vars: Record<string, string>): string {
  return text.replace(VARIABLE, (whole, name: string) => (name in vars ? (vars[name] as string) : whole));
}

/**
 * The blocks of a body with its variables filled in; a button's link is made absolute against `origin`, and one
 * that is not http(s) throws (check bodies with `bodyBlocks` when they are saved).
 */
export function bodyBlocks(body: string, vars: Record<string, string>, origin: string): Block[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p): Block => {
      const button = BUTTON.exec(p);
      if (button)
        return {
          kind: "button",
          label: fillVariables(button[1] as string, vars),
          href: absolute(fillVariables(button[2] as string, vars), origin),
        };
      if (p.startsWith("> ")) return { kind: "muted", text: fillVariables(p.slice(2), vars) };
      return { kind: "paragraph", text: fillVariables(p, vars) };
    });
}
