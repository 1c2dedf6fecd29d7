import { useCallback, useEffect, useRef, useState } from "react";
import type { ServerFrame } from "../../../../durable-objects/protocol";
import { queryClient } from "../../lib/query";
import { RealtimeConnection, socketUrl } from "../../realtime/connection";
import { useConnectionState } from "../../realtime/useConnectionState";
import { historyKey, type ThreadMessage } from "./AdminConversationThread";

/** Why a message of the admin's was not sent, as the composer says it. */
const REFUSAL: Partial<Record<string, string>> = {
  rate_limited: "You are sending messages too fast. Wait a moment, then send it again.",
  store_failed: "The message could not be saved yet. Send it again.",
  blocked: "This conversation is blocked: no new messages can be sent.",
  read_only: "You can only read this conversation.",
};

interface Outgoing {
  clientId: string;
  body: string;
  state: "sending" | "failed";
  error?: string;
}

/**
 * A support conversation's room as an admin writes in it (`/ws/conversations/:id`, durable-objects/protocol.ts): the
 * connection resumes after the last message the admin saw, live messages arrive as `message` frames, and the
 * admin's own messages wait in an outbox until the room acknowledges them (a retried send is stored once).
 */
export function useAdminChatRoom(conversationId: string, me: string) {
  // The connection calls the latest handler (frames need the current outbox).
  const onFrameRef = useRef<(frame: ServerFrame) => void>(() => {});
  const [connection] = useState(
    () =>
      new RealtimeConnection({
        url: socketUrl(`/ws/conversations/${conversationId}`),
        onFrame: (frame) => onFrameRef.current(frame),
      }),
  );
  const state = useConnectionState(connection);
  const [live, setLive] = useState<ThreadMessage[]>([]);
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  const [readOnly, setReadOnly] = useState(false);
  const lastSeq = useRef(0);
  const outboxRef = useRef(outbox);
  outboxRef.current = outbox;

  const flush = useCallback(() => {
    for (const m of outboxRef.current)
      if (m.state === "sending") connection.send({ type: "send", clientId: m.clientId, body: m.body, attachments: [] });
  }, [connection]);

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      switch (frame.type) {
        case "ready": {
          setReadOnly(frame.readOnly);
          // What the history shows is the newest the admin has seen: resume after it.
          const pages = queryClient.getQueryData<{ pages: { messages: { seq: number }[] }[] }>(
            historyKey(conversationId),
          );
          const fromHistory = pages?.pages[0]?.messages.at(-1)?.seq ?? 0;
          lastSeq.current = Math.max(lastSeq.current, fromHistory);
          connection.send({ type: "resume", after: lastSeq.current });
          break;
        }
        case "synced":
          flush();
          break;
        case "resync":
          void queryClient.invalidateQueries({ queryKey: historyKey(conversationId) });
          flush();
          break;
        case "message":
        case "ack": {
          const message: ThreadMessage =
            frame.type === "message"
              ? {
                  key: frame.id,
                  seq: frame.seq,
                  sender_id: frame.senderId,
                  body: frame.body,
                  attachments: frame.attachments,
                  created_at: frame.createdAt,
                }
              : {
                  key: frame.id,
                  seq: frame.seq,
                  sender_id: me,
                  body: outboxRef.current.find((m) => m.clientId === frame.clientId)?.body ?? "",
                  attachments: [],
                  created_at: frame.createdAt,
                };
          const clientId = frame.clientId;
          lastSeq.current = Math.max(lastSeq.current, frame.seq);
          setLive((now) =>
            now.some((m) => m.seq === message.seq) ? now : [...now, message].sort((a, b) => a.seq - b.seq),
          );
          if (clientId) setOutbox((now) => now.filter((m) => m.clientId !== clientId));
          break;
        }
        case "error":
          if (frame.clientId) {
            const clientId = frame.clientId;
            setOutbox((now) =>
              now.map((m) =>
                m.clientId === clientId ? { ...m, state: "failed", error: REFUSAL[frame.code] ?? frame.message } : m,
              ),
            );
          }
          break;
        default:
          break;
      }
    },
    [connection, conversationId, flush, me],
  );

  onFrameRef.current = onFrame;
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);

  const send = (body: string) => {
    const clientId = crypto.randomUUID();
    setOutbox((now) => [...now, { clientId, body, state: "sending" }]);
    connection.send({ type: "send", clientId, body, attachments: [] });
  };
  const retry = (clientId: string) => {
    const m = outbox.find((o) => o.clientId === clientId);
    if (!m) return;
    setOutbox((now) => now.map((o) => (o.clientId === clientId ? { ...o, state: "sending", error: undefined } : o)));
    connection.send({ type: "send", clientId, body: m.body, attachments: [] });
  };

  const pending: ThreadMessage[] = outbox.map((m) => ({
    key: m.clientId,
    seq: Number.MAX_SAFE_INTEGER,
    sender_id: me,
    body: m.body,
    attachments: [],
    created_at: null,
    pending: m.state,
  }));
  return { state, readOnly, live, pending, outbox, send, retry };
}
