import type { IncompleteUserRow, IncompleteUsersQuery } from "../../../../domain/api/admin-incomplete-users";
import {
  INCOMPLETE_STAGE_LABELS,
  INCOMPLETE_STAGES,
  REMINDER_INTERVAL_DAYS,
} from "../../../../domain/incomplete-users";
import { call } from "../../lib/api";
import { PastExports, when } from "./IncompleteUserExports";
import { AdminList, type ListColumn, type RowAction } from "./kit/AdminList";
import { AdminPage } from "./kit/AdminPage";

const who = (r: IncompleteUserRow) => r.name ?? r.email ?? r.phone ?? "this person";

const COLUMNS: ListColumn<IncompleteUserRow>[] = [
  {
    id: "person",
    header: "Person",
    rowHeader: true,
    cell: (r) => (
      <div className="min-w-0">
        <p className="break-all">{r.email ?? r.phone ?? "No address"}</p>
        {r.email && r.phone && <p className="font-normal text-stone-600 dark:text-stone-300">{r.phone}</p>}
        {r.name && <p className="font-normal text-stone-600 dark:text-stone-300">{r.name}</p>}
      </div>
    ),
  },
  { id: "created_at", header: "Signed up", sortable: true, cell: (r) => when(r.created_at) },
  { id: "stage", header: "How far they got", cell: (r) => INCOMPLETE_STAGE_LABELS[r.stage] },
  {
    id: "last_sign_in_at",
    header: "Last sign-in",
    sortable: true,
    cell: (r) => (r.last_sign_in_at ? when(r.last_sign_in_at) : "Never"),
  },
  {
    id: "reminder",
    header: "Last reminder",
    cell: (r) =>
      r.last_reminded_at ? (
        <>
          <p>{when(r.last_reminded_at)}</p>
          <p className="text-stone-600 dark:text-stone-300">
            {r.reminders_sent === 1 ? "1 sent" : `${r.reminders_sent} sent`}
            {r.next_reminder_at ? `; next from ${when(r.next_reminder_at)}` : ""}
          </p>
        </>
      ) : (
        "None"
      ),
  },
];

function actions(r: IncompleteUserRow): RowAction[] {
  if (!r.email || r.next_reminder_at) return [];
  return [
    {
      label: "Remind",
      confirm: {
        title: `Send a reminder to ${who(r)}?`,
        body: `${r.email} gets an e-mail asking them to choose whether they travel or host, with a link to finish their profile. Each person gets at most one reminder every ${REMINDER_INTERVAL_DAYS} days.`,
        confirmLabel: "Send reminder",
      },
      run: () => call("POST /api/admin/incomplete-users/:id/remind", { params: { id: r.id } }),
      success: `A reminder is on its way to ${r.email}.`,
    },
  ];
}

/** /admin/incomplete-users (issue 19 item 5): people who signed up but never chose to travel or to host. */
export function Component() {
  return (
    <AdminPage
      title="Incomplete sign-ups"
      crumbs={[{ label: "Incomplete sign-ups" }]}
      description="People who created an account but never chose whether they travel or host. Remind them by e-mail, or export the list."
    >
      <div className="space-y-8">
        <AdminList<IncompleteUserRow>
          name="incomplete-users"
          caption="Incomplete sign-ups"
          fetchPage={(query, signal) =>
            call("GET /api/admin/incomplete-users", { query: query as IncompleteUsersQuery, signal })
          }
          exportPath="/api/admin/incomplete-users/export"
          columns={COLUMNS}
          rowKey={(r) => r.id}
          search={{ label: "Search sign-ups", placeholder: "E-mail, phone or name" }}
          filters={[
            {
              name: "stage",
              label: "How far they got",
              options: [
                { value: "", label: "Any stage" },
                ...INCOMPLETE_STAGES.map((s) => ({ value: s, label: INCOMPLETE_STAGE_LABELS[s] })),
              ],
            },
          ]}
          defaultSort={{ sort: "created_at", dir: "desc" }}
          empty="Nobody matches: everyone here has finished signing up."
          rowActions={actions}
        />
        <PastExports />
      </div>
    </AdminPage>
  );
}
