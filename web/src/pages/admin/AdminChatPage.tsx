import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Link } from "react-router";
import type { AdminParticipant, AdminPerson } from "../../../../domain/api/admin-conversations";
import { SUPPORT_NAME } from "../../../../domain/conversations";
import { pageTitle } from "../../../../domain/titles";
import { MAX_MESSAGE_CHARS } from "../../../../durable-objects/protocol";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { useAuth } from "../../auth/context";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppInfiniteQuery, useAppMutation, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import type { ConnectionState } from "../../realtime/connection";
import { useRoom } from "../../realtime/room";
import { isSendKey, TOO_LONG_TEXT } from "../chat/chat-format";
import {
  AdminConversationDetail,
  Badge,
  ListAndDetail,
  ListSkeleton,
  roleLabel,
  SearchForm,
  ShowMore,
  useListAndDetail,
} from "./AdminConversationParts";
import { messageTime, type ShownMessage, ThreadView } from "./AdminConversationThread";

const SUPPORT_KEY = [PERSONAL_QUERY_KEY, "admin-support"] as const;

/** People found by the search, each with "Write" (opening or creating their support conversation). */
function People({ q, onOpen }: { q: string; onOpen: (conversationId: string) => void }) {
  const { toast } = useToast();
  const people = useAppQuery({
    queryKey: [...SUPPORT_KEY, "people", q],
    queryFn: ({ signal }) => call("GET /api/admin/people", { query: { q }, signal }),
    staleTime: 0,
  });
  const open = useAppMutation({
    mutationFn: (p: AdminPerson) => call("POST /api/admin/support-conversations", { body: { userId: p.user_id } }),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
      onOpen(res.conversation.id);
    },
    onError: (err) => toast(errorText(err), "error"),
  });
  if (people.isPending) return <ListSkeleton label="Searching…" count={2} height="h-16" />;
  if (people.isError)
    return <LoadError title="We couldn't search people." error={people.error} onRetry={() => people.refetch()} />;
  if (people.data.people.length === 0) return <EmptyState>Nobody's name or e-mail matches “{q}”.</EmptyState>;
  return (
    <ul aria-label="People found" className="space-y-2">
      {people.data.people.map((p) => (
        <li
          key={p.user_id}
          className="flex items-center justify-between gap-3 rounded-2xl border border-stone-200 p-3 dark:border-stone-800"
        >
          <span className="min-w-0">
            <span className="block font-semibold text-stone-900 dark:text-white">{p.name}</span>
            {p.email && <span className="block text-sm break-all text-stone-600 dark:text-stone-300">{p.email}</span>}
            <span className="block text-xs text-stone-600 dark:text-stone-300">{roleLabel(p)}</span>
          </span>
          <Button
            size="sm"
            variant={p.support_conversation_id ? "secondary" : "primary"}
            busy={open.isPending && open.variables?.user_id === p.user_id}
            busyLabel="Opening…"
            aria-label={`Write to ${p.name}`}
            onClick={() => open.mutate(p)}
          >
            Write
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Every support conversation, newest first. */
function SupportList({ selected, hrefOf }: { selected: string | null; hrefOf: (id: string) => string }) {
  const list = useAppInfiniteQuery({
    queryKey: [...SUPPORT_KEY, "list"],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/support-conversations", { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <ListSkeleton label="Loading support conversations…" count={3} height="h-16" />;
  if (list.isError && items.length === 0)
    return (
      <LoadError title="We couldn't load support conversations." error={list.error} onRetry={() => list.refetch()} />
    );
  if (items.length === 0)
    return <EmptyState>No support conversations yet. Find a person above to write to them.</EmptyState>;
  return (
    <>
      <ul aria-label="Support conversations" className="space-y-2">
        {items.map((row) => (
          <li key={row.id}>
            <Link
              to={hrefOf(row.id)}
              aria-current={row.id === selected ? "true" : undefined}
              className="block rounded-2xl border border-stone-200 p-3 hover:border-brand-600 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 dark:border-stone-800 dark:aria-[current=true]:bg-stone-900"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-stone-900 dark:text-white">{row.person.name}</span>
                {row.waiting > 0 && (
                  <Badge tone="red">{row.waiting === 1 ? "1 waiting" : `${row.waiting} waiting`}</Badge>
                )}
              </span>
              <span className="mt-0.5 block truncate text-sm text-stone-600 dark:text-stone-300">
                {row.last_message
                  ? `${row.last_message.sender_id === row.person.user_id ? "" : `${SUPPORT_NAME}: `}${row.last_message.body_preview}`
                  : "No messages yet"}
              </span>
              <span className="block text-xs text-stone-600 dark:text-stone-300">
                {messageTime(row.last_message_at ?? row.created_at)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ShowMore query={list} label="Show more" />
    </>
  );
}

const CONNECTION_TEXT: Partial<Record<ConnectionState, string>> = {
  idle: "Connecting…",
  connecting: "Connecting…",
  reconnecting: "Connection lost. Reconnecting…",
  offline: "You are offline. Messages will be sent when you are back online.",
  closed: "Your session has ended. Sign in again to keep writing.",
};

/** The composer and the live thread of one support conversation, written as Support. */
function SupportThread({ id, person, me }: { id: string; person: AdminParticipant; me: string }) {
  // What an admin writes is not kept in this browser for a later page load to send (`persistOutbox: false`).
  const { client, snapshot: room } = useRoom(id, me, { persistOutbox: false });
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body) {
      setError("Write a message first.");
      return;
    }
    if (body.length > MAX_MESSAGE_CHARS) {
      setError(TOO_LONG_TEXT);
      return;
    }
    setError(null);
    client.send(body);
    setText("");
    void queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, "list"] });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(e)) submit(e);
  };
  const messages: ShownMessage[] = [
    ...room.messages.map((m) => ({ ...m, key: m.id })),
    ...room.outbox.map((m) => ({
      key: m.clientId,
      senderId: me,
      body: m.body,
      attachments: m.attachments,
      createdAt: null,
      pending: m.problem === null ? ("sending" as const) : ("failed" as const),
    })),
  ];
  return (
    <div className="space-y-4">
      <ThreadView
        label={`Messages with ${person.name}`}
        empty={`No messages yet. Write the first one to ${person.name}.`}
        sender={(m) =>
          m.senderId === person.user_id ? person.name : m.senderId === me ? "You (as Support)" : SUPPORT_NAME
        }
        mine={(m) => m.senderId !== person.user_id}
        messages={messages}
        loading={!room.loaded && !room.loadFailed}
        loadError={room.loadFailed ? { retry: () => void client.start() } : null}
        older={{ more: room.hasOlder, loading: room.loadingOlder, load: () => void client.loadOlder() }}
      >
        {room.outbox.map(
          (m) =>
            m.problem !== null && (
              <div key={m.clientId} role="alert" className="flex flex-wrap items-center justify-end gap-2 text-sm">
                <span className="text-red-800 dark:text-red-200">{m.problem}</span>
                <Button size="sm" variant="secondary" onClick={() => client.retry(m.clientId)}>
                  Send again
                </Button>
              </div>
            ),
        )}
      </ThreadView>
      <p role="status" className="min-h-5 text-sm text-stone-600 dark:text-stone-300">
        {room.connection === "open" ? "" : CONNECTION_TEXT[room.connection]}
      </p>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-stone-800 dark:text-stone-100">
          Message to {person.name} as {SUPPORT_NAME}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-900"
        />
        {error && (
          <p id={errorId} className="text-sm text-red-800 dark:text-red-200">
            {error}
          </p>
        )}
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-stone-600 dark:text-stone-300">
            Enter sends, Shift+Enter starts a new line. {person.name} sees “{SUPPORT_NAME}”.
          </p>
          <Button type="submit" size="md" disabled={room.readOnly}>
            Send
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The open support conversation: who it is with, then the thread. */
function SupportConversation({ id, backHref }: { id: string; backHref: string }) {
  const auth = useAuth();
  const me = auth.user?.id ?? "";
  return (
    <AdminConversationDetail id={id} queryKey={[...SUPPORT_KEY, "one", id]} backHref={backHref}>
      {({ conversation: c }, back) =>
        c.kind !== "support" ? (
          <div className="space-y-4">
            {back}
            <EmptyState>
              This is not a support conversation.{" "}
              <Link to={`/admin/conversations?c=${c.id}`}>Read it in Conversations</Link>.
            </EmptyState>
          </div>
        ) : (
          <section aria-labelledby="support-heading" className="space-y-4">
            {back}
            <div>
              <h2 id="support-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
                {c.traveler.name}
              </h2>
              <p className="text-sm text-stone-600 dark:text-stone-300">
                {[c.traveler.email, roleLabel(c.traveler)].filter(Boolean).join(" · ")}
              </p>
            </div>
            <SupportThread key={c.id} id={c.id} person={c.traveler} me={me} />
          </section>
        )
      }
    </AdminConversationDetail>
  );
}
/**
 * /admin/admin-chat (admins only): find a person and write to them as Support, live (each message is stored under
 * the admin's own account and shown to the person as Support); every support conversation, newest first. `?q=` is
 * the people search, `?c=` the open conversation.
 */
export function Component() {
  usePageTitle(pageTitle("Support chat"));
  const { q, selected, href, search, open } = useListAndDetail();
  return (
    <ListAndDetail
      title="Support chat"
      intro={`Write to anyone as ${SUPPORT_NAME}. Each message is saved under your own account.`}
      selected={selected}
      list={
        <>
          <SearchForm label="Find a person by name or e-mail" value={q} onSearch={search} />
          {q && <People q={q} onOpen={open} />}
          <section aria-labelledby="support-list-heading" className="space-y-3">
            <h2 id="support-list-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
              Support conversations
            </h2>
            <SupportList selected={selected} hrefOf={href} />
          </section>
        </>
      }
      detail={selected && <SupportConversation key={selected} id={selected} backHref={href(null)} />}
      none={`Find a person, or choose a support conversation, to write as ${SUPPORT_NAME}.`}
    />
  );
}
