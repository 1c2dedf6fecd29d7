import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { activityLabel } from "../../../../domain/activity";
import type { ConversationSummary } from "../../../../domain/api/conversations";
import { listingPath } from "../../../../domain/listing-slug";
import { photoProps } from "../../../../domain/media";
import { kindOfRoute } from "../../../../domain/vocabulary";
import { Avatar } from "../../components/Avatar";
import { ShieldCheckIcon } from "../../components/icons";
import { skeletonKeys } from "../../components/Skeletons";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { Dialog } from "../../components/ui/Dialog";
import { Menu } from "../../components/ui/Menu";
import { ApiRequestError, call } from "../../lib/api";
import { queryClient } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { type OutboxMessage, type RoomSnapshot, type ThreadMessage, useRoom } from "../../realtime/room";
import { onHubFrame, recheckUnread } from "../../realtime/unread";
import { Composer } from "./Composer";
import { otherName, refreshConversations } from "./ConversationList";
import { dayKey, dayLabel, timeOfDay } from "./chat-format";
import { MessageText } from "./MessageText";
import { OFFER_KEY, OfferMessage } from "./offers/OfferMessage";
import { SendOffer } from "./offers/SendOffer";
import { ReportDialog } from "./ReportDialog";

type Item =
  | { kind: "day"; key: string; label: string }
  | { kind: "message"; key: string; message: ThreadMessage }
  | { kind: "outbox"; key: string; message: OutboxMessage };

function items(snapshot: RoomSnapshot): Item[] {
  const list: Item[] = [];
  let day = "";
  const push = (createdAt: string) => {
    const key = dayKey(createdAt);
    if (key !== day) {
      day = key;
      list.push({ kind: "day", key: `day-${key}`, label: dayLabel(createdAt) });
    }
  };
  for (const m of snapshot.messages) {
    push(m.createdAt);
    list.push({ kind: "message", key: `m-${m.seq}`, message: m });
  }
  for (const m of snapshot.outbox) {
    push(m.createdAt);
    list.push({ kind: "outbox", key: `o-${m.clientId}`, message: m });
  }
  return list;
}

function Photos({ urls, onOpen }: { urls: string[]; onOpen: (url: string) => void }) {
  if (urls.length === 0) return null;
  return (
    <ul className={`mb-1 grid gap-1 ${urls.length > 1 ? "grid-cols-2" : "grid-cols-1"}`}>
      {urls.map((url, i) => (
        <li key={url}>
          <button
            type="button"
            onClick={() => onOpen(url)}
            className="block overflow-hidden rounded-xl"
            aria-label={`Open photo ${i + 1} large`}
          >
            <img
              {...photoProps(url, "(min-width: 768px) 480px, 100vw")}
              alt=""
              loading="lazy"
              className="max-h-60 w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Bubble({
  mine,
  body,
  photos,
  time,
  status,
  onOpen,
  children,
}: {
  mine: boolean;
  body: string;
  photos: string[];
  time: string;
  status?: string;
  onOpen: (url: string) => void;
  children?: React.ReactNode;
}) {
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div className={`max-w-[85%] sm:max-w-[70%] ${mine ? "items-end" : "items-start"} flex flex-col`}>
        <div
          className={`rounded-2xl px-3.5 py-2 ${
            mine
              ? "rounded-br-md bg-brand-700 text-white"
              : "rounded-bl-md bg-white text-stone-900 ring-1 ring-stone-900/5 dark:bg-stone-800 dark:text-white"
          }`}
        >
          <Photos urls={photos} onOpen={onOpen} />
          {body && <MessageText body={body} />}
        </div>
        <p className="mt-0.5 px-1 text-xs text-stone-600 dark:text-stone-300">
          <span className="sr-only">{mine ? "You, " : ""}</span>
          {time}
          {status && <span data-testid="message-status"> · {status}</span>}
        </p>
        {children}
      </div>
    </li>
  );
}

function ThreadSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-4 p-4" data-testid="thread-skeleton">
      {skeletonKeys(5).map((k, i) => (
        <li key={k} className={`flex ${i % 2 ? "justify-end" : ""}`}>
          <span
            className={`block h-12 animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800 ${i % 2 ? "w-1/2" : "w-2/3"}`}
          />
        </li>
      ))}
    </ul>
  );
}

/** The conversation's header: back (phones), the other person, and the Block / Report menu. */
function ThreadHeader({
  summary,
  me,
  blockedBy,
  onBack,
  onBlockChange,
}: {
  summary: ConversationSummary;
  me: string;
  blockedBy: string | null;
  onBack: () => void;
  onBlockChange: (blockedBy: string | null) => void;
}) {
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<"block" | "unblock" | null>(null);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const support = summary.kind === "support";
  const name = otherName(summary);
  const c = summary.counterparty;
  const profile =
    !support && c.profile_slug ? (c.side === "host" ? `/host/${c.profile_slug}` : `/traveler/${c.profile_slug}`) : null;

  const changeBlock = async (block: boolean) => {
    setBusy(true);
    try {
      const res = block
        ? await call("POST /api/conversations/:id/block", { params: { id: summary.id } })
        : await call("DELETE /api/conversations/:id/block", { params: { id: summary.id } });
      onBlockChange(res.blocked_by);
      toast(block ? `You blocked ${name}.` : `You unblocked ${name}.`, "success");
      void queryClient.invalidateQueries({ queryKey: ["conversation", summary.id] });
      void refreshConversations();
    } catch (err) {
      toast(
        err instanceof ApiRequestError && err.status < 500 ? err.message : "That didn't work. Please try again.",
        "error",
      );
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-3 py-2.5 dark:border-stone-800 dark:bg-stone-900">
      <button
        type="button"
        onClick={onBack}
        className="rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-stone-100 md:hidden dark:text-brand-200 dark:hover:bg-stone-800"
      >
        <span aria-hidden="true">←</span> Back
      </button>
      <Avatar src={support ? null : c.profile_photo_url} name={name} size={40} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-stone-900 dark:text-white">
          {profile ? (
            <Link to={profile} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-600 dark:text-stone-300">
          {!support && c.verified && (
            <span className="flex items-center gap-0.5 font-semibold text-brand-700 dark:text-brand-200">
              <ShieldCheckIcon width={12} height={12} /> Verified
            </span>
          )}
          {!support && !c.deleted && <span>{activityLabel(c.last_seen_at)}</span>}
        </p>
      </div>
      {!support && !c.deleted && (
        <Menu
          className="relative"
          buttonLabel="Conversation options"
          button={
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <circle cx="12" cy="5" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="12" cy="19" r="2" />
            </svg>
          }
          buttonClassName="rounded-full p-2 text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
          panelClassName="absolute right-0 z-20 mt-1 w-48 rounded-2xl bg-white p-1 shadow-lg ring-1 ring-stone-900/10 dark:bg-stone-800"
        >
          {blockedBy === me ? (
            <button type="button" onClick={() => setConfirm("unblock")} className={MENU_ITEM}>
              Unblock {name}
            </button>
          ) : blockedBy === null ? (
            <button type="button" onClick={() => setConfirm("block")} className={MENU_ITEM}>
              Block {name}
            </button>
          ) : null}
          <button type="button" onClick={() => setReporting(true)} className={MENU_ITEM}>
            Report conversation
          </button>
        </Menu>
      )}
      <ConfirmDialog
        open={confirm === "block"}
        title={`Block ${name}?`}
        confirmLabel="Block"
        danger
        busy={busy}
        onConfirm={() => void changeBlock(true)}
        onCancel={() => setConfirm(null)}
      >
        Neither of you will be able to send messages in this conversation until you unblock {name}. {name} is not told.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "unblock"}
        title={`Unblock ${name}?`}
        confirmLabel="Unblock"
        busy={busy}
        onConfirm={() => void changeBlock(false)}
        onCancel={() => setConfirm(null)}
      >
        You will both be able to send messages in this conversation again.
      </ConfirmDialog>
      <ReportDialog open={reporting} conversationId={summary.id} name={name} onClose={() => setReporting(false)} />
    </header>
  );
}

const MENU_ITEM =
  "block w-full rounded-xl px-3 py-2 text-left text-sm text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-700";

/** The listing the conversation started from, at the top of the thread. */
function ListingBanner({ summary }: { summary: ConversationSummary }) {
  const listing = summary.listing;
  if (!listing) return null;
  const kind = kindOfRoute(listing.type);
  return (
    <p className="mx-auto mb-2 max-w-md rounded-xl bg-white px-4 py-2 text-center text-sm text-stone-700 ring-1 ring-stone-900/5 dark:bg-stone-900 dark:text-stone-200">
      About{" "}
      {kind ? (
        <Link to={listingPath(kind, listing)} className="font-semibold text-brand-700 underline dark:text-brand-200">
          {listing.title}
        </Link>
      ) : (
        <span className="font-semibold">{listing.title}</span>
      )}
    </p>
  );
}

/** How far from the bottom (px) still counts as "at the bottom": new messages keep the view there. */
const STICK_PX = 120;

/**
 * One conversation: its header, the listing it started from, history loaded upward on scroll with day
 * separators, delivered/read receipts, the typing line, and the composer. New messages from the other person are
 * announced politely; the thread marks them read while it is on screen.
 */
export function Thread({ summary, me, onBack }: { summary: ConversationSummary; me: string; onBack: () => void }) {
  const [announcement, setAnnouncement] = useState("");
  const [photo, setPhoto] = useState<string | null>(null);
  const name = otherName(summary);
  const onLive = useCallback(
    (m: ThreadMessage) => {
      if (m.senderId !== me) setAnnouncement(`New message from ${name}: ${m.body || "a photo"}`);
      void refreshConversations();
    },
    [me, name],
  );
  const { client, snapshot } = useRoom(summary.id, me, { onLiveMessage: onLive });
  const other = summary.counterparty.user_id;

  // The summary's block state until the room says otherwise (and after Block / Unblock here).
  useEffect(() => {
    client.setBlockedBy(summary.blocked_by);
  }, [client, summary.blocked_by]);

  // An accepted offer becomes a booking, whose notice reaches both people: the cards on screen read their status again.
  useEffect(
    () =>
      onHubFrame((frame) => {
        if (frame.type === "notification") void queryClient.invalidateQueries({ queryKey: OFFER_KEY });
      }),
    [],
  );

  // Read marks: while the thread is on screen, the other person's messages up to the newest shown are read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new snapshot may bring messages to mark read
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== "visible") return;
      if (client.markRead() !== null) {
        recheckUnread();
        setTimeout(() => void refreshConversations(), 500);
      }
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [client, snapshot]);

  // Scrolling: stays at the bottom as messages arrive (when it was there), keeps its place when older ones load.
  const scroller = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const list = useMemo(() => items(snapshot), [snapshot]);
  const firstSeq = snapshot.messages[0]?.seq ?? null;
  const lastKey = list[list.length - 1]?.key ?? "";
  const firstSeqRef = useRef(firstSeq);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the content's height changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBefore.current !== null && firstSeq !== firstSeqRef.current) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    heightBefore.current = null;
    firstSeqRef.current = firstSeq;
  }, [firstSeq, lastKey, snapshot.typing, snapshot.loaded]);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !snapshot.hasOlder || snapshot.loadingOlder) return;
    heightBefore.current = el.scrollHeight;
    void client.loadOlder();
  };
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (el.scrollTop < 80) loadOlder();
  };

  // Read receipts: the other person's last read seq (live from the room, else the messages' is_read).
  const otherRead = useMemo(() => {
    let upTo = snapshot.reads[other] ?? 0;
    for (const m of snapshot.messages) if (m.senderId === me && m.isRead && m.seq > upTo) upTo = m.seq;
    return upTo;
  }, [snapshot, other, me]);
  const lastMine = [...snapshot.messages].reverse().find((m) => m.senderId === me)?.seq ?? null;

  const blockedBy = snapshot.blockedBy;
  const blockedText =
    blockedBy === null
      ? null
      : blockedBy === me
        ? `You blocked ${name}. Unblock them from the menu above to send messages again.`
        : `${name} has blocked this conversation. You can't send messages here.`;
  const deletedText = summary.counterparty.deleted ? "This person has deleted their account." : null;
  // The host of a direct conversation may price a trip for the traveler (issue 16 item 2).
  const hostSide = summary.kind === "direct" && summary.counterparty.side === "traveler";

  return (
    <section aria-label={`Conversation with ${name}`} className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader
        summary={summary}
        me={me}
        blockedBy={blockedBy}
        onBack={onBack}
        onBlockChange={(b) => client.setBlockedBy(b)}
      />
      <section
        ref={scroller}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls with the keyboard too
        tabIndex={0}
        aria-label="Messages"
        className="min-h-0 flex-1 overflow-y-auto bg-sand-50 px-3 py-4 dark:bg-stone-950"
      >
        {snapshot.hasOlder && (
          <div className="mb-3 flex justify-center">
            <button
              type="button"
              onClick={loadOlder}
              aria-busy={snapshot.loadingOlder || undefined}
              className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-stone-100 dark:text-brand-200 dark:hover:bg-stone-800"
            >
              {snapshot.loadingOlder ? "Loading earlier messages…" : "Load earlier messages"}
            </button>
          </div>
        )}
        {!snapshot.hasOlder && snapshot.loaded && <ListingBanner summary={summary} />}
        {snapshot.loadFailed ? (
          <div role="alert" className="mx-auto max-w-sm space-y-3 p-6 text-center">
            <p className="font-semibold text-stone-900 dark:text-white">We couldn't load these messages</p>
            <p className="text-sm text-stone-600 dark:text-stone-300">Check your connection and try again.</p>
            <button
              type="button"
              onClick={() => void client.start()}
              className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Try again
            </button>
          </div>
        ) : !snapshot.loaded ? (
          <ThreadSkeleton />
        ) : list.length === 0 ? (
          <div className="mx-auto mt-8 max-w-sm space-y-2 text-center text-sm text-stone-600 dark:text-stone-300">
            <p className="font-semibold text-stone-900 dark:text-white">No messages yet</p>
            <p>
              {summary.kind === "support"
                ? "Write to Support and the team will answer here."
                : `Say hello to ${name}: ask about dates, group size or anything about the trip.`}
            </p>
          </div>
        ) : (
          <ol aria-label={`Messages with ${name}`} className="space-y-2">
            {list.map((item) => {
              if (item.kind === "day")
                return (
                  <li key={item.key} className="flex justify-center py-2">
                    <span className="rounded-full bg-stone-200/70 px-3 py-0.5 text-xs font-medium text-stone-700 dark:bg-stone-800 dark:text-stone-200">
                      {item.label}
                    </span>
                  </li>
                );
              if (item.kind === "outbox") {
                const m = item.message;
                return (
                  <Bubble
                    key={item.key}
                    mine
                    body={m.body}
                    photos={m.attachments}
                    time={timeOfDay(m.createdAt)}
                    status={m.problem ? undefined : "Sending…"}
                    onOpen={setPhoto}
                  >
                    {m.problem && (
                      <p className="mt-0.5 flex items-center gap-2 px-1 text-xs font-medium text-red-700 dark:text-red-400">
                        {m.problem}
                        <button type="button" onClick={() => client.discard(m.clientId)} className="underline">
                          Remove
                        </button>
                      </p>
                    )}
                  </Bubble>
                );
              }
              const m = item.message;
              const mine = m.senderId === me;
              const status = mine && m.seq === lastMine ? (m.seq <= otherRead ? "Read" : "Delivered") : undefined;
              if (m.offerId)
                return (
                  <OfferMessage
                    key={item.key}
                    offerId={m.offerId}
                    me={me}
                    mine={mine}
                    time={timeOfDay(m.createdAt)}
                    status={status}
                  />
                );
              return (
                <Bubble
                  key={item.key}
                  mine={mine}
                  body={m.body}
                  photos={m.attachments}
                  time={timeOfDay(m.createdAt)}
                  status={status}
                  onOpen={setPhoto}
                />
              );
            })}
          </ol>
        )}
        {snapshot.typing && (
          <p className="mt-2 px-1 text-sm text-stone-600 italic dark:text-stone-300" data-testid="typing">
            {name} is typing…
          </p>
        )}
      </section>
      {snapshot.notice && !blockedText && (
        <p role="status" className="bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {snapshot.notice}
        </p>
      )}
      {snapshot.loaded && (snapshot.connection === "offline" || snapshot.connection === "reconnecting") && (
        <p
          role="status"
          className="bg-stone-100 px-4 py-1.5 text-center text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-200"
        >
          {snapshot.connection === "offline"
            ? "You're offline. Messages will be sent when you're back online."
            : "Reconnecting…"}
        </p>
      )}
      <Composer
        conversationId={summary.id}
        disabledReason={blockedText ?? deletedText}
        onSend={(body, photos) => {
          atBottom.current = true;
          client.send(body, photos);
        }}
        onTyping={() => client.typed()}
        tools={hostSide ? <SendOffer summary={summary} /> : undefined}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Dialog
        open={photo !== null}
        onClose={() => setPhoto(null)}
        label="Photo"
        closeOnBackdrop
        className="m-auto max-h-[95vh] max-w-[95vw] bg-transparent p-0 backdrop:bg-stone-950/80"
      >
        {photo && (
          <div className="flex flex-col items-end gap-2">
            <button
              type="button"
              onClick={() => setPhoto(null)}
              className="rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-stone-900"
            >
              Close
            </button>
            <img
              {...photoProps(photo, "92vw")}
              alt={`Sent in the conversation with ${name}`}
              className="max-h-[85vh] max-w-[92vw] rounded-xl object-contain"
            />
          </div>
        )}
      </Dialog>
    </section>
  );
}
