import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { isNotFound, LoadError, retryUnlessNotFound } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { ApiRequestError, call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { onHubFrame } from "../../realtime/unread";
import { ConversationList, otherName, refreshConversations } from "./ConversationList";
import { Thread } from "./Thread";

/** Below the header (4rem): the list and the thread scroll inside, the page itself does not. */
const FULL_HEIGHT = "h-[calc(100dvh-4rem)]";

const PANE_MESSAGE = "flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center";

function PageSkeleton() {
  return (
    <div className={`mx-auto flex ${FULL_HEIGHT} max-w-7xl`} aria-busy="true" data-testid="chat-skeleton">
      <div className="w-full space-y-2 p-4 md:w-80 lg:w-96">
        {skeletonKeys(6).map((k) => (
          <span key={k} className="block h-16 animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800" />
        ))}
      </div>
    </div>
  );
}

/** `?with=<userId>`: opens (or starts) the conversation with that person, then the address names it instead. */
function StartWith({ withId, onBack }: { withId: string; onBack: () => void }) {
  const navigate = useStableNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: Try again (a new attempt) asks again
  useEffect(() => {
    let live = true;
    setProblem(null);
    call("POST /api/conversations", { body: { with: withId } })
      .then((res) => {
        if (live) navigate(`/chat?conversation=${encodeURIComponent(res.conversation.id)}`, { replace: true });
      })
      .catch((err: unknown) => {
        if (!live) return;
        setProblem(
          err instanceof ApiRequestError && err.status >= 400 && err.status < 500
            ? err.message.replace(/^with: /, "")
            : "We couldn't open this conversation. Check your connection and try again.",
        );
      });
    return () => {
      live = false;
    };
  }, [withId, navigate, attempt]);
  if (!problem)
    return (
      <div className={PANE_MESSAGE} role="status">
        <p className="text-stone-600 dark:text-stone-300">Opening the conversation…</p>
      </div>
    );
  return (
    <div className={PANE_MESSAGE} role="alert">
      <p className="font-display text-xl font-semibold text-stone-900 dark:text-white">
        This conversation can't be started
      </p>
      <p className="max-w-md text-stone-600 dark:text-stone-300">{problem}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold dark:border-stone-700"
        >
          Try again
        </button>
        <button
          type="button"
          onClick={onBack}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white md:hidden"
        >
          Back to messages
        </button>
      </div>
    </div>
  );
}

/** The open conversation: its summary (header, listing, block state), then the thread. */
function OpenConversation({ id, me, onBack }: { id: string; me: string; onBack: () => void }) {
  const query = useAppQuery({
    queryKey: ["conversation", id],
    queryFn: ({ signal }) => call("GET /api/conversations/:id", { params: { id }, signal }),
    retry: retryUnlessNotFound,
    staleTime: 30_000,
  });
  usePageTitle(query.data ? pageTitle(`Messages with ${otherName(query.data.conversation)}`) : null);
  if (isNotFound(query.error))
    return (
      <div className={PANE_MESSAGE}>
        {/* The pane's heading, as an open conversation's name is (on phones the list and its h1 are hidden). */}
        <h2 className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          This conversation isn't available
        </h2>
        <p className="text-stone-600 dark:text-stone-300">The link may be mistyped, or it belongs to someone else.</p>
        <Link to="/chat" className="font-semibold text-brand-700 underline dark:text-brand-200">
          Back to messages
        </Link>
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        variant="compact"
        title="We couldn't load this conversation"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  if (query.isPending)
    return (
      <div className="flex flex-1 flex-col" data-testid="thread-loading" aria-busy="true">
        <div className="h-16 animate-pulse border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900" />
        <div className="flex-1 bg-sand-50 dark:bg-stone-950" />
      </div>
    );
  return <Thread key={id} summary={query.data.conversation} me={me} onBack={onBack} />;
}

/**
 * /chat (spec §2): the conversation list and the open conversation, side by side from 768 px, two screens with a
 * Back button on phones. Opened with `?conversation={id}`, `/chat/{id}` or `?with={userId}` (opens or starts one).
 * Signed-in people only (a guest goes to /auth and comes back).
 */
export function Component() {
  const auth = useSignedIn();
  const navigate = useStableNavigate();
  const { conversationId } = useParams();
  const [params, setParams] = useSearchParams();
  const selected = conversationId ?? params.get("conversation");
  const withId = params.get("with");
  const q = params.get("q") ?? "";
  const threadOpen = Boolean(selected || withId);
  // An open conversation names the tab after the other person (OpenConversation).
  usePageTitle(threadOpen ? null : pageTitle("Messages"));

  // The list follows the hub: a new message or read anywhere refreshes it (a burst is one refresh).
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () =>
      onHubFrame((frame) => {
        if (frame.type === "notification") return;
        if (refreshTimer.current) clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => void refreshConversations(), 200);
      }),
    [],
  );

  const onSearch = useCallback(
    (next: string) =>
      setParams(
        (p) => {
          if (next) p.set("q", next);
          else p.delete("q");
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const back = useCallback(() => navigate(q ? `/chat?q=${encodeURIComponent(q)}` : "/chat"), [navigate, q]);

  if (!auth?.user) return <PageSkeleton />;
  const me = auth.user.id;

  return (
    <div className={`mx-auto flex ${FULL_HEIGHT} max-w-7xl md:border-x md:border-stone-200 md:dark:border-stone-800`}>
      <div
        className={`min-h-0 w-full flex-col md:flex md:w-80 md:border-r md:border-stone-200 lg:w-96 md:dark:border-stone-800 ${
          threadOpen ? "hidden" : "flex"
        }`}
      >
        <ConversationList me={me} selected={selected} q={q} onSearch={onSearch} />
      </div>
      <div className={`min-h-0 min-w-0 flex-1 flex-col ${threadOpen ? "flex" : "hidden md:flex"}`}>
        {withId && !selected ? (
          <StartWith withId={withId} onBack={back} />
        ) : selected ? (
          <OpenConversation key={selected} id={selected} me={me} onBack={back} />
        ) : (
          <div className={PANE_MESSAGE}>
            <p className="font-display text-xl font-semibold text-stone-900 dark:text-white">Your messages</p>
            <p className="max-w-sm text-stone-600 dark:text-stone-300">
              Choose a conversation to read it and reply. New messages appear here as they arrive.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
