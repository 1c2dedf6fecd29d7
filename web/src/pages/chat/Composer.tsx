import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { MAX_ATTACHMENTS, MAX_MESSAGE_CHARS } from "../../../../durable-objects/protocol";
import { UploadErrors, UploadProgress } from "../../components/media/UploadProgress";
import { useUploads } from "../../components/media/useUploads";
import { storage } from "../../lib/storage";
import { isSendKey, TOO_LONG_TEXT } from "./chat-format";

export const draftKey = (conversationId: string) => `chat:draft:${conversationId}`;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the draft is kept per conversation (localStorage)
 * until it is sent; photos go through the site's upload pipeline (resized in the browser, progress shown) and are
 * sent with the message. Disabled, with the reason, while the conversation is blocked. `tools` (a host's "Send an
 * offer") sit above the box.
 */
export function Composer({
  conversationId,
  disabledReason,
  onSend,
  onTyping,
  tools,
}: {
  conversationId: string;
  disabledReason: string | null;
  onSend: (body: string, attachments: string[]) => void;
  onTyping: () => void;
  tools?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(() => storage.get(draftKey(conversationId)) ?? "");
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const { pending, errors, upload } = useUploads("photo", (media) => {
    if (media.url) setPhotos((list) => [...list, media.url as string].slice(0, MAX_ATTACHMENTS));
  });

  useEffect(() => {
    setText(storage.get(draftKey(conversationId)) ?? "");
    setPhotos([]);
    setProblem(null);
  }, [conversationId]);

  const change = (value: string) => {
    setText(value);
    setProblem(null);
    if (value) storage.set(draftKey(conversationId), value);
    else storage.remove(draftKey(conversationId));
    if (value.trim()) onTyping();
  };

  const submit = () => {
    const body = text.trim();
    if (!body && photos.length === 0) {
      setProblem("Write a message or add a photo first.");
      return;
    }
    if (body.length > MAX_MESSAGE_CHARS) {
      setProblem(TOO_LONG_TEXT);
      return;
    }
    if (pending.length > 0) {
      setProblem("Wait for the photos to finish uploading.");
      return;
    }
    onSend(body, photos);
    setText("");
    setPhotos([]);
    storage.remove(draftKey(conversationId));
    box.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(e)) {
      e.preventDefault();
      submit();
    }
  };

  const disabled = disabledReason !== null;
  const over = text.trim().length > MAX_MESSAGE_CHARS;
  const room = MAX_ATTACHMENTS - photos.length - pending.length;

  return (
    <div className="border-t border-stone-200 bg-white px-3 py-3 dark:border-stone-800 dark:bg-stone-900">
      {/* Outside the form: a tool may open a form of its own (the offer's), and forms do not nest. */}
      {tools && !disabled && <div className="mb-2 flex flex-wrap gap-2">{tools}</div>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {disabled ? (
          <p
            role="status"
            className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200"
          >
            {disabledReason}
          </p>
        ) : (
          <>
            {photos.length > 0 && (
              <ul aria-label="Photos to send" className="mb-2 flex flex-wrap gap-2">
                {photos.map((url, i) => (
                  <li key={url} className="relative">
                    <img src={url} alt={`Attachment ${i + 1} to send`} className="size-16 rounded-lg object-cover" />
                    <button
                      type="button"
                      onClick={() => setPhotos((list) => list.filter((u) => u !== url))}
                      aria-label={`Remove attachment ${i + 1}`}
                      className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-stone-900 text-xs text-white"
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <UploadProgress uploads={pending} />
            <UploadErrors id={`${id}-upload-errors`} errors={errors} />
            <div className="flex items-end gap-2">
              <span className="shrink-0">
                <input
                  id={`${id}-photo`}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  multiple
                  className="peer sr-only"
                  disabled={room <= 0}
                  onChange={(e) => {
                    const files = [...(e.target.files ?? [])];
                    e.target.value = "";
                    const taken = files.slice(0, Math.max(0, room));
                    const extra =
                      files.length > taken.length ? [`A message can carry at most ${MAX_ATTACHMENTS} photos.`] : [];
                    if (taken.length > 0 || extra.length > 0) void upload(taken, extra);
                  }}
                />
                <label
                  htmlFor={`${id}-photo`}
                  title="Add photos"
                  className="flex size-11 cursor-pointer items-center justify-center rounded-full border border-stone-300 text-stone-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800"
                >
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <rect x="3" y="5" width="18" height="14" rx="2" />
                    <circle cx="9" cy="10" r="2" />
                    <path d="m21 16-5-5L5 19" />
                  </svg>
                  <span className="sr-only">Add photos</span>
                </label>
              </span>
              <label htmlFor={`${id}-text`} className="sr-only">
                Message
              </label>
              <textarea
                id={`${id}-text`}
                ref={box}
                value={text}
                rows={1}
                onChange={(e) => change(e.target.value)}
                onKeyDown={onKeyDown}
                placeholder="Write a message"
                aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
                aria-invalid={over || problem !== null ? true : undefined}
                className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-base placeholder:text-stone-500 field-sizing-content dark:border-stone-700 dark:bg-stone-950"
              />
              <button
                type="submit"
                className="flex h-11 shrink-0 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                Send
              </button>
            </div>
            <p id={`${id}-hint`} className="mt-1 flex justify-between gap-2 text-xs text-stone-600 dark:text-stone-300">
              <span className="hidden sm:inline">Enter sends, Shift+Enter starts a new line.</span>
              {text.length > MAX_MESSAGE_CHARS * 0.9 && (
                <span className={over ? "font-semibold text-red-700 dark:text-red-400" : ""}>
                  {text.trim().length.toLocaleString("en-US")} / {MAX_MESSAGE_CHARS.toLocaleString("en-US")}
                </span>
              )}
            </p>
            {problem && (
              <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
                {problem}
              </p>
            )}
          </>
        )}
      </form>
    </div>
  );
}
