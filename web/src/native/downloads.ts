/**
 * Downloads in the app. The web app's download links (Download my data, the admin's CSV exports and documents)
 * point at `/api/…` paths the browser fetches with the session cookie; in the app the page's origin is the WebView
 * (https://localhost, capacitor://localhost), which has no /api and no cookie, and a WebView does not save
 * downloads anyway. So the shell takes a click on such a link, fetches the file through the app's transport
 * (API origin, Bearer token) and hands it to the system share sheet, where the person saves or sends it.
 */
import { MESSAGES } from "../../../domain/messages";
import { responseError } from "../lib/api";
import { appFetch } from "../lib/transport";
import type { NativePlugins } from "./plugins";

/** The server path of a link to one of our API files, or null for any other link. */
export function downloadPath(link: HTMLAnchorElement, pageOrigin = window.location.origin): string | null {
  const href = link.getAttribute("href");
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, pageOrigin);
  } catch {
    return null;
  }
  return url.origin === pageOrigin && url.pathname.startsWith("/api/") ? `${url.pathname}${url.search}` : null;
}

/** The file name the server gave (Content-Disposition), else the link's own, else the path's last part. */
export function downloadName(res: Response, link: HTMLAnchorElement, path: string): string {
  const disposition = res.headers.get("Content-Disposition") ?? "";
  const quoted = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const given = quoted ? decodeURIComponent(quoted) : link.getAttribute("download");
  const fallback = path.split("?")[0]?.split("/").filter(Boolean).at(-1) ?? "download";
  // A plain file name: no folders, nothing hidden.
  return (given || fallback).replace(/[/\\]/g, "_").replace(/^\.+/, "") || "download";
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** Fetches one file and offers it to the share sheet; resolves with the error message to show, or null. */
export async function downloadFile(
  plugins: Pick<NativePlugins, "files">,
  link: HTMLAnchorElement,
  path: string,
): Promise<string | null> {
  try {
    const res = await appFetch(path, { headers: { Accept: "*/*" } });
    if (!res.ok) return (await responseError(res)).message || MESSAGES.unexpected;
    const name = downloadName(res, link, path);
    await plugins.files.shareFile({ name, base64: await base64Of(await res.blob()) });
    return null;
  } catch (err) {
    console.warn("Download failed", path, err);
    return MESSAGES.unexpected;
  }
}

/**
 * Takes clicks on links to our API files anywhere in the page (after the page's own handlers, which may have
 * claimed the click). `onError` shows what went wrong. Returns the function that stops listening.
 */
export function interceptDownloads(
  plugins: Pick<NativePlugins, "files">,
  onError: (message: string) => void,
  root: Document = document,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    const path = downloadPath(link);
    if (!path) return;
    event.preventDefault();
    void downloadFile(plugins, link, path).then((message) => {
      if (message) onError(message);
    });
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
