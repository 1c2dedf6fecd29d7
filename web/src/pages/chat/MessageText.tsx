import { linkify } from "./chat-format";

/**
 * A message's body: plain text (line breaks kept) with its http(s) addresses as links that open in a new tab and
 * pass nothing on to the site they open. Nothing from a message is ever rendered as HTML.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkify(body).map((part, i) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
