import { useState } from "react";
import { Link, useParams } from "react-router";
import { type AdminTravelerDetail, SUSPENSION_REASON_MAX } from "../../../../domain/api/admin-travelers";
import { formatDate, formatDateRange } from "../../../../domain/date-range";
import { BUDGET_LABEL, type BudgetLevel } from "../../../../domain/trip-request";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { authClient } from "../../auth/client";
import { Avatar } from "../../components/Avatar";
import { errorText } from "../../components/form/FormError";
import { EmptyState, isNotFound, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { call } from "../../lib/api";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { euros, StatusBadge } from "./AdminBookingParts";
import { Badge, ListSkeleton } from "./AdminConversationParts";
import { messageTime } from "./AdminConversationThread";
import { adminListKey } from "./kit/AdminList";
import { AdminPage, Breadcrumbs } from "./kit/AdminPage";
import { ReasonDialog, requiredReason } from "./kit/ReasonDialog";
import { Detail, Section } from "./kit/RecordParts";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200";
const CRUMB = { label: "Travelers", to: "/admin/travelers" };

const ACTION_LABEL: Record<string, string> = {
  "user.suspend": "Suspended",
  "user.restore": "Restored",
  "user.create": "Account created by an admin",
  "user.update": "Account changed by an admin",
  "user.mfa_factor.delete": "Second factor removed by an admin",
};

const travelerKey = (id: string) => [PERSONAL_QUERY_KEY, "admin-traveler", id] as const;

const shownOf = (shown: number, total: number) => (total > shown ? ` (the latest ${shown} of ${total})` : "");

/**
 * The person's authenticators, each removable (they lost their phone and asked support): through the auth admin
 * API, audited, and the person is e-mailed. Their password (or an e-mailed code) then signs them in alone.
 */
function Authenticators({
  travelerId,
  name,
  factors,
}: {
  travelerId: string;
  name: string;
  factors: AdminTravelerDetail["authenticators"];
}) {
  const { toast } = useToast();
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (factors.length === 0) return <>Off</>;
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await authClient.adminRemoveFactor(travelerId, removing);
      await queryClient.invalidateQueries({ queryKey: travelerKey(travelerId) });
      toast(`${name}'s authenticator is removed.`, "success");
      setRemoving(null);
    } catch (err) {
      toast(err instanceof Error ? err.message : "The authenticator could not be removed.", "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ul className="space-y-2">
        {factors.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center gap-3">
            <span>
              On: {f.name || "Authenticator app"}, added {formatDate(f.created_at)}
            </span>
            <Button variant="secondary" size="sm" onClick={() => setRemoving(f.id)}>
              Remove authenticator
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${name}'s authenticator?`}
        confirmLabel="Remove"
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        Do this only when you are sure the request comes from {name} (for example, from their account's e-mail address).
        Their password alone will sign them in again. They are e-mailed about it.
      </ConfirmDialog>
    </>
  );
}

function TravelerView({ data }: { data: AdminTravelerDetail }) {
  const { toast } = useToast();
  const t = data.traveler;
  const [asking, setAsking] = useState<"suspend" | "restore" | null>(null);
  const [restoring, setRestoring] = useState(false);
  const changed = (next: AdminTravelerDetail, message: string) => {
    queryClient.setQueryData(travelerKey(t.id), next);
    void queryClient.invalidateQueries({ queryKey: adminListKey("travelers") });
    setAsking(null);
    toast(message, "success");
  };
  const restore = async () => {
    setRestoring(true);
    try {
      changed(await call("POST /api/admin/travelers/:id/restore", { params: { id: t.id } }), `${t.name} is restored.`);
    } catch (err) {
      toast(errorText(err), "error");
      setAsking(null);
    } finally {
      setRestoring(false);
    }
  };
  const trip = data.trip_request;
  const place = [t.city, t.country].filter(Boolean).join(", ");

  return (
    <AdminPage
      title={t.name}
      width="narrow"
      crumbs={[CRUMB, { label: t.name }]}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          {t.suspension ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
          {t.is_admin && <Badge tone="brand">Admin</Badge>}
          <span>Signed up {formatDate(t.created_at)}</span>
        </span>
      }
      actions={
        t.is_admin ? undefined : t.suspension ? (
          <Button onClick={() => setAsking("restore")}>Restore</Button>
        ) : (
          <Button variant="danger" onClick={() => setAsking("suspend")}>
            Suspend
          </Button>
        )
      }
    >
      <div className="space-y-6">
        {t.suspension && (
          <div
            role="status"
            className="rounded-3xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <h2 className="font-semibold">Suspended {messageTime(t.suspension.at)}</h2>
            <p className="mt-1">
              By {t.suspension.by?.name ?? "an admin"}. Reason:{" "}
              <span className="whitespace-pre-line">{t.suspension.reason}</span>
            </p>
          </div>
        )}

        <Section id="traveler-profile" title="Profile">
          <div className="flex flex-col gap-5 sm:flex-row">
            <Avatar src={t.profile_photo_url} name={t.name} size={88} alt={`Photo of ${t.name}`} />
            <dl className="min-w-0 flex-1 space-y-3">
              <Detail label="E-mail">
                {t.email ? (
                  <>
                    <a href={`mailto:${t.email}`} className={`break-all ${LINK}`}>
                      {t.email}
                    </a>{" "}
                    {t.email_confirmed ? (
                      <Badge tone="green">Confirmed</Badge>
                    ) : (
                      <Badge tone="amber">Not confirmed</Badge>
                    )}
                  </>
                ) : (
                  "None"
                )}
              </Detail>
              <Detail label="Phone">
                {t.phone ? (
                  <>
                    {t.phone} {t.phone_confirmed && <Badge tone="green">Confirmed</Badge>}
                  </>
                ) : (
                  "None"
                )}
              </Detail>
              <Detail label="Lives in">{place || "Not given"}</Detail>
              <Detail label="Signed up">{messageTime(t.created_at)}</Detail>
              <Detail label="Last sign-in">{t.last_sign_in_at ? messageTime(t.last_sign_in_at) : "Never"}</Detail>
              <Detail label="Signed in on">
                {data.active_sessions === 1 ? "1 device now" : `${data.active_sessions} devices now`}
              </Detail>
              <Detail label="Two-step sign-in">
                <Authenticators travelerId={t.id} name={t.name} factors={data.authenticators} />
              </Detail>
              <Detail label="Public page">
                {t.profile_slug ? (
                  <Link to={`/traveler/${encodeURIComponent(t.profile_slug)}`} className={LINK}>
                    /traveler/{t.profile_slug}
                  </Link>
                ) : (
                  "None"
                )}
              </Detail>
              <Detail label="Id">
                <code className="text-sm break-all">{t.id}</code>
              </Detail>
            </dl>
          </div>
        </Section>

        <Section id="traveler-trip" title="Trip request">
          {trip ? (
            <dl className="space-y-3">
              <Detail label="Visibility">{trip.is_public ? "Public on /travelers" : "Private"}</Detail>
              <Detail label="Destinations">{trip.destinations.join(", ") || "Not given"}</Detail>
              <Detail label="Dates">{formatDateRange(trip.start_date, trip.end_date)}</Detail>
              <Detail label="Group">{trip.group_size === 1 ? "1 person" : `${trip.group_size} people`}</Detail>
              {trip.budget && <Detail label="Budget">{BUDGET_LABEL[trip.budget as BudgetLevel] ?? trip.budget}</Detail>}
              {trip.interests.length > 0 && <Detail label="Interests">{trip.interests.join(", ")}</Detail>}
              {trip.description && (
                <Detail label="About the trip">
                  <span className="whitespace-pre-line">{trip.description}</span>
                </Detail>
              )}
              <Detail label="Updated">{messageTime(trip.updated_at)}</Detail>
            </dl>
          ) : (
            <p className="text-stone-600 dark:text-stone-300">No trip request.</p>
          )}
        </Section>

        <Section id="traveler-bookings" title={`Bookings${shownOf(data.bookings.length, data.bookings_total)}`}>
          {data.bookings.length === 0 ? (
            <p className="text-stone-600 dark:text-stone-300">No bookings.</p>
          ) : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {data.bookings.map((b) => (
                <li key={b.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <Link to={`/admin/bookings/${encodeURIComponent(b.id)}`} className={LINK}>
                      {b.listing_title || "Booking"}
                    </Link>
                    <p className="text-sm text-stone-600 dark:text-stone-300">
                      with {b.host_name} · {formatDateRange(b.start_date, b.end_date)} ·{" "}
                      {b.party_size === 1 ? "1 person" : `${b.party_size} people`} · {euros(b.total_cents)}
                    </p>
                  </div>
                  <StatusBadge status={b.status} />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section
          id="traveler-conversations"
          title={`Conversations${shownOf(data.conversations.length, data.conversations_total)}`}
        >
          {data.conversations.length === 0 ? (
            <p className="text-stone-600 dark:text-stone-300">No conversations.</p>
          ) : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {data.conversations.map((c) => (
                <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <Link to={`/admin/conversations?c=${encodeURIComponent(c.id)}`} className={LINK}>
                      With {c.with_name}
                    </Link>
                    <p className="text-sm text-stone-600 dark:text-stone-300">
                      {c.message_count === 1 ? "1 message" : `${c.message_count} messages`}
                      {c.last_message_at ? ` · last ${messageTime(c.last_message_at)}` : ""}
                    </p>
                  </div>
                  {c.kind === "support" && <Badge tone="brand">Support</Badge>}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="traveler-history" title="Admin actions">
          {data.history.length === 0 ? (
            <p className="text-stone-600 dark:text-stone-300">No admin has acted on this account.</p>
          ) : (
            <ol className="space-y-3">
              {data.history.map((h) => (
                <li
                  key={`${h.action}-${h.at}`}
                  className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800"
                >
                  <p className="font-semibold text-stone-900 dark:text-white">{ACTION_LABEL[h.action] ?? h.action}</p>
                  <p className="text-sm text-stone-600 dark:text-stone-300">
                    {h.by?.name ?? "The system"} · <time dateTime={h.at}>{messageTime(h.at)}</time>
                  </p>
                  {h.reason && <p className="mt-1 whitespace-pre-line">{h.reason}</p>}
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>

      <ReasonDialog
        subject={asking === "suspend" ? t : null}
        title={`Suspend ${t.name}?`}
        description="They are signed out everywhere at once and cannot sign in until you restore them. We e-mail them your reason."
        hint="The traveler reads it in the e-mail."
        limits={{ min: 1, max: SUSPENSION_REASON_MAX }}
        problemOf={requiredReason(SUSPENSION_REASON_MAX)}
        confirmLabel="Suspend"
        busyLabel="Suspending…"
        onClose={() => setAsking(null)}
        onReject={async (who, reason) => {
          const next = await call("POST /api/admin/travelers/:id/suspend", {
            params: { id: who.id },
            body: { reason },
          });
          changed(next, `${who.name} is suspended and signed out everywhere.`);
        }}
      />
      <ConfirmDialog
        open={asking === "restore"}
        title={`Restore ${t.name}?`}
        confirmLabel="Restore"
        busy={restoring}
        onConfirm={() => void restore()}
        onCancel={() => setAsking(null)}
      >
        They can sign in again at once, and we e-mail them that their account is restored.
      </ConfirmDialog>
    </AdminPage>
  );
}

/** /admin/travelers/:id (admins only): one traveler's profile, trip request, bookings and conversations; suspend or restore. */
export function Component() {
  const { id = "" } = useParams();
  const one = useAppQuery({
    queryKey: travelerKey(id),
    queryFn: ({ signal }) => call("GET /api/admin/travelers/:id", { params: { id }, signal }),
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
  if (one.isSuccess) return <TravelerView data={one.data} />;
  if (isNotFound(one.error))
    return (
      <AdminPage title="No such traveler" width="narrow" crumbs={[CRUMB, { label: "Traveler" }]}>
        <EmptyState>
          There is no traveler with the id {id}. <Link to="/admin/travelers">Search the travelers</Link> instead.
        </EmptyState>
      </AdminPage>
    );
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
      <Breadcrumbs crumbs={[CRUMB, { label: "Traveler" }]} />
      {one.isError ? (
        <LoadError title="We couldn't load this traveler." error={one.error} onRetry={() => one.refetch()} />
      ) : (
        <ListSkeleton label="Loading the traveler…" count={3} height="h-40" />
      )}
    </div>
  );
}
