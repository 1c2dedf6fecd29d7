import type { KeyboardEvent } from "react";
import { MAX_MESSAGE_CHARS } from "../../../../durable-objects/protocol";

/** How the chat shows text and time: links found in plain text, day separators, times; the message boxes' rules. */

/** What a message box says when the message is longer than the room takes. */
export const TOO_LONG_TEXT = `Messages can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`;

/** Enter sends (Shift+Enter starts a new line; Enter while an input method composes a character does neither). */
export const isSendKey = (e: KeyboardEvent<HTMLTextAreaElement>) =>
  e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing;

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually ends the sentence around a link rather than the link itself. */
const TRAILING = new Set([".", ",", "!", "?", ";", ":", "'", '"', ")", "]"]);

const count = (text: string, ch: string) => text.split(ch).length - 1;

/** The address without the sentence's punctuation after it; a closing parenthesis it opened stays. */
function trimAddress(raw: string): string {
  let url = raw;
  while (url.length > 0 && TRAILING.has(url.at(-1) as string)) {
    if (url.endsWith(")") && count(url, "(") >= count(url, ")")) break;
    url = url.slice(0, -1);
  }
  return url;
}

/**
 * A message body as text and links: only http and https addresses become links (never javascript: or data:), and
 * the text is only ever rendered as text, never as HTML.
 */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = trimAddress(match[0]);
    let href: string | null = null;
    try {
      const url = new URL(raw);
      if (url.protocol === "http:" || url.protocol === "https:") href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    parts.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
}

const DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });
const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The local calendar day of a timestamp, as a key ("2026-11-25"). */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A day separator's text: Today, Yesterday, or the full date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return "Today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return "Yesterday";
  return DAY.format(new Date(iso));
}

export const timeOfDay = (iso: string) => TIME.format(new Date(iso));

/** A moment in local time, date and time ("Nov 29, 2026, 2:00 PM"): when an offer stops being valid. */
export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** The list's time of the last message: the time today, else the date. */
export function listTime(iso: string, now: Date = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString()) ? timeOfDay(iso) : SHORT_DATE.format(new Date(iso));
}
