import { blogApi } from "../../domain/api/blog";
import { renderMarkdown } from "../services/content/markdown";
import { implement } from "./implement";

/** The blog's public pages, submissions and the shared Markdown preview (issue 17). */
export const blogRoutes = implement(blogApi, {
  preview: (_c, { body }) => {
    const r = renderMarkdown(body.body);
    return { html: r.html, toc: r.toc, reading_minutes: r.readingMinutes };
  },
});
