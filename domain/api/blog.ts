/**
 * The blog (issue 17): what the public reads, what signed-in people submit, and the one Markdown preview that the
 * submission form and the admins' editor both show (rendered and sanitized by the server, the same way as the
 * published article: worker/services/content/markdown.ts).
 */
import { z } from "zod";
import { BLOG_LIMITS } from "../blog";
import { post, reply } from "./endpoint";
import { plainText } from "./fields";

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** POST /api/blog/preview: the Markdown as the article will show it. */
export interface MarkdownPreview {
  html: string;
  toc: TocEntry[];
  reading_minutes: number;
}

export const previewBody = z.strictObject({
  body: plainText().max(BLOG_LIMITS.bodyMax, `can be at most ${BLOG_LIMITS.bodyMax} characters`),
});

export const blogApi = {
  /** Signed-in people writing a story or an article; nothing is stored. */
  preview: post("/api/blog/preview", {
    access: "signed-in",
    body: previewBody,
    response: reply<MarkdownPreview>(),
  }),
};
