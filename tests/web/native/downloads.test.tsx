import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_HINT_KEY } from "../../../web/src/auth/session";
import { ToastProvider } from "../../../web/src/lib/toast";
import { installTransport } from "../../../web/src/lib/transport";
import { downloadName, interceptDownloads } from "../../../web/src/native/downloads";
import { NativeDownloads } from "../../../web/src/native/NativeDownloads";
import { installPlugins } from "../../../web/src/native/runtime";
import { startNativeSession } from "../../../web/src/native/session";
import { TOKENS_KEY } from "../../../web/src/native/session-transport";
import { type FakePlugins, fakePlugins } from "./fake-plugins";

// Downloads in the app (issue 20): the web app's links to /api files (Download my data, the admin's CSV exports)
// would point at the WebView's own origin, without the session. The shell fetches them through the app's
// transport and offers them in the share sheet.

const API = "https://api.untrodden.test";
const TOKENS = { access_token: "access-1", refresh_token: "refresh-1", expires_at: 2_000_000_000 };

interface Sent {
  url: string;
  headers: Headers;
}

let sent: Sent[];
let answer: (url: URL) => Response;
let fake: FakePlugins;

beforeEach(async () => {
  sent = [];
  answer = () =>
    new Response('{"profile":{"name":"Ana"}}', {
      headers: {
        "Content-Type": "application/json",
        "Content-Disposition": 'attachment; filename="untrodden-my-data-2026-11-26.json"',
      },
    });
  localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
  fake = fakePlugins({ storage: { [TOKENS_KEY]: JSON.stringify(TOKENS) } });
  await startNativeSession(fake, {
    apiOrigin: API,
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, headers: new Headers(init.headers) });
      return answer(new URL(url));
    }) as typeof fetch,
  });
});

afterEach(() => {
  installTransport(null);
  installPlugins(null);
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** A link in the page, clicked as a person would; returns whether the WebView's own navigation was stopped. */
function click(href: string, attrs: Record<string, string> = {}): boolean {
  const link = document.createElement("a");
  link.href = href;
  for (const [k, v] of Object.entries(attrs)) link.setAttribute(k, v);
  link.textContent = "Download my data";
  document.body.append(link);
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  return event.defaultPrevented;
}

const shared = () => fake.callsTo("files.shareFile").map(([file]) => file as { name: string; base64: string });

describe("a link to one of our files", () => {
  it("is fetched from the server with the Bearer token and offered in the share sheet under the server's name", async () => {
    const errors: string[] = [];
    const stop = interceptDownloads(fake, (m) => errors.push(m));
    expect(click("/api/me/export", { download: "" })).toBe(true);
    await waitFor(() => expect(shared()).toHaveLength(1));
    expect(sent.map((s) => s.url)).toEqual([`${API}/api/me/export`]);
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer access-1");
    const file = shared()[0];
    expect(file?.name).toBe("untrodden-my-data-2026-11-26.json");
    expect(atob(file?.base64 ?? "")).toBe('{"profile":{"name":"Ana"}}');
    expect(errors).toEqual([]);
    stop();
  });

  it("keeps a query (an export of the current filter)", async () => {
    answer = () => new Response("email\nana@example.net\n", { headers: { "Content-Type": "text/csv" } });
    const stop = interceptDownloads(fake, () => {});
    click("/api/admin/incomplete-users/export?q=ana", { download: "" });
    await waitFor(() => expect(shared()).toHaveLength(1));
    expect(sent.map((s) => s.url)).toEqual([`${API}/api/admin/incomplete-users/export?q=ana`]);
    expect(shared()[0]?.name).toBe("export");
    stop();
  });

  it("says what the server refused, and shares nothing", async () => {
    answer = () =>
      new Response(JSON.stringify({ error: { code: "forbidden", message: "Only admins can export this list" } }), {
        status: 403,
        headers: { "Content-Type": "application/json" },
      });
    const errors: string[] = [];
    const stop = interceptDownloads(fake, (m) => errors.push(m));
    click("/api/admin/incomplete-users/export", { download: "" });
    await waitFor(() => expect(errors).toEqual(["Only admins can export this list"]));
    expect(shared()).toEqual([]);
    stop();
  });

  it("shows the error as a toast from the shell's part of the page", async () => {
    installPlugins(fake);
    fake.state.failing["files.shareFile"] = new Error("disk full");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(
      <ToastProvider>
        <NativeDownloads />
      </ToastProvider>,
    );
    act(() => {
      click("/api/me/export", { download: "" });
    });
    expect((await screen.findByRole("status")).textContent).toContain("An unexpected error occurred");
  });
});

describe("other links", () => {
  it("are left to the app: pages, other sites, links the page already handled", () => {
    const stop = interceptDownloads(fake, () => {});
    expect(click("/listings")).toBe(false);
    expect(click("https://elsewhere.example/api/file")).toBe(false);
    expect(click("mailto:support@untrodden.travel")).toBe(false);

    const link = document.createElement("a");
    link.href = "/api/me/export";
    link.addEventListener("click", (e) => e.preventDefault());
    document.body.append(link);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(sent).toEqual([]);

    stop();
    expect(click("/api/me/export")).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe("the file's name", () => {
  const link = (download?: string) => {
    const a = document.createElement("a");
    if (download !== undefined) a.setAttribute("download", download);
    return a;
  };
  const res = (disposition?: string) =>
    new Response("", { headers: disposition ? { "Content-Disposition": disposition } : {} });

  it("is the server's, else the link's, else the path's last part, never a folder", () => {
    expect(downloadName(res('attachment; filename="trips.ics"'), link("x.ics"), "/api/me/calendar")).toBe("trips.ics");
    expect(downloadName(res("attachment; filename*=UTF-8''caf%C3%A9.csv"), link(), "/api/x")).toBe("café.csv");
    expect(downloadName(res(), link("press-kit.zip"), "/api/x")).toBe("press-kit.zip");
    expect(downloadName(res(), link(""), "/api/admin/hosts/h-1/document?x=1")).toBe("document");
    expect(downloadName(res('attachment; filename="../../etc/passwd"'), link(), "/api/x")).toBe("_.._etc_passwd");
  });
});
