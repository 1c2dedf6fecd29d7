import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { UploadedMedia } from "../../domain/media";
import { DocumentUploadField } from "../../web/src/components/media/DocumentUploadField";
import { PhotoListEditor } from "../../web/src/components/media/PhotoListEditor";
import { ProfilePhotoField } from "../../web/src/components/media/ProfilePhotoField";
import { ApiRequestError } from "../../web/src/lib/api";
import { fitWithin, uploadMedia } from "../../web/src/lib/upload";

/** A stand-in for XMLHttpRequest: records each upload and lets the test report progress and answer. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  responseType = "";
  withCredentials = false;
  method = "";
  url = "";
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const key = (n: number, ext = "jpg") => `p/${String(n).repeat(64).slice(0, 64)}.${ext}`;
const url = (n: number) => `/media/${key(n)}`;

function uploaded(n: number, extra: Partial<UploadedMedia> = {}): UploadedMedia {
  return {
    key: key(n),
    url: url(n),
    content_type: "image/jpeg",
    bytes: 1234,
    width: 16,
    height: 12,
    purpose: "photo",
    ...extra,
  };
}

const fetchCalls: Array<{ url: string; method: string }> = [];

beforeEach(() => {
  FakeXhr.requests = [];
  fetchCalls.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      fetchCalls.push({ url: String(input), method: init?.method ?? "GET" });
      return new Response(null, { status: 204 });
    }),
  );
});

function Editor({ initial, max, onChange }: { initial: string[]; max?: number; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhotoListEditor
      label="Photos"
      value={value}
      max={max}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const photos = () => within(screen.getByRole("list", { name: "Photos" })).getAllByRole("listitem");
const order = () => photos().map((li) => within(li).getByRole("img").getAttribute("src"));
const button = (index: number, name: string) => within(photos()[index] as HTMLElement).getByRole("button", { name });
const fileInput = () => screen.getByLabelText("Add photos") as HTMLInputElement;
const file = (name: string, type = "image/jpeg", size = 10) => new File([new Uint8Array(size).fill(1)], name, { type });

describe("PhotoListEditor", () => {
  it("shows the photos in order with the first as the cover", () => {
    render(<Editor initial={[url(1), url(2), url(3)]} />);
    expect(order()).toEqual([url(1), url(2), url(3)]);
    expect(within(photos()[0] as HTMLElement).getByText("Cover")).toBeTruthy();
    expect(within(photos()[1] as HTMLElement).queryByText("Cover")).toBeNull();
    expect(
      within(photos()[0] as HTMLElement)
        .getByRole("img")
        .getAttribute("alt"),
    ).toBe("Photos: 1 of 3");
    expect(screen.getByText(/3 of 12\./)).toBeTruthy();
  });

  it("moves a photo later and earlier from the keyboard, keeping the focus on the moved photo", () => {
    const changes: string[][] = [];
    render(<Editor initial={[url(1), url(2), url(3)]} onChange={(v) => changes.push(v)} />);
    const later = button(0, "Move later");
    later.focus();
    fireEvent.click(later); // Enter or Space on a focused button
    expect(order()).toEqual([url(2), url(1), url(3)]);
    expect(changes.at(-1)).toEqual([url(2), url(1), url(3)]);
    expect(document.activeElement).toBe(button(1, "Move later"));
    // Again: now last, "Move later" is disabled, so the focus goes to "Move earlier" of the same photo.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(order()).toEqual([url(2), url(3), url(1)]);
    expect((button(2, "Move later") as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(button(2, "Move earlier"));
    fireEvent.click(document.activeElement as HTMLElement);
    expect(order()).toEqual([url(2), url(1), url(3)]);
    expect((button(0, "Move earlier") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Photo moved to position 2 of 3.")).toBeTruthy();
  });

  it("makes a photo the cover", () => {
    render(<Editor initial={[url(1), url(2), url(3)]} />);
    expect(within(photos()[0] as HTMLElement).queryByRole("button", { name: "Make cover" })).toBeNull();
    fireEvent.click(button(2, "Make cover"));
    expect(order()).toEqual([url(3), url(1), url(2)]);
    expect(within(photos()[0] as HTMLElement).getByText("Cover")).toBeTruthy();
    expect(screen.getByText("Photo 3 is now the cover.")).toBeTruthy();
    expect(document.activeElement).toBe(button(0, "Move later"));
  });

  it("removes a photo from the list only (no request: the server cleans up after a save) and moves the focus", async () => {
    const demo = "/media/demo/places/a.webp";
    const changes: string[][] = [];
    render(<Editor initial={[url(1), url(2), demo]} onChange={(v) => changes.push(v)} />);
    fireEvent.click(button(0, "Remove photo"));
    expect(order()).toEqual([url(2), demo]);
    expect(changes).toEqual([[url(2), demo]]);
    expect(screen.getByText("Photo 1 removed.")).toBeTruthy();
    expect(document.activeElement).toBe(button(0, "Remove photo"));
    fireEvent.click(button(1, "Remove photo"));
    expect(order()).toEqual([url(2)]);
    expect(document.activeElement).toBe(button(0, "Remove photo"));
    fireEvent.click(button(0, "Remove photo"));
    expect(screen.queryByRole("list", { name: "Photos" })).toBeNull();
    expect(document.activeElement).toBe(fileInput());
    expect(changes.at(-1)).toEqual([]);
    // Nothing was deleted or sent: an unsaved form loses nothing.
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchCalls).toEqual([]);
    expect(FakeXhr.requests).toEqual([]);
  });

  it("uploads several photos, each with its own progress bar, and adds them in order", async () => {
    const changes: string[][] = [];
    render(<Editor initial={[url(1)]} onChange={(v) => changes.push(v)} />);
    fireEvent.change(fileInput(), { target: { files: [file("beach.jpg"), file("yurt.jpg")] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const first = FakeXhr.requests[0] as FakeXhr;
    expect(first.method).toBe("POST");
    expect(first.url).toBe("/api/media");
    expect(first.body?.get("purpose")).toBe("photo");
    expect((first.body as FormData).get("file")).toBeInstanceOf(File);
    expect(((first.body as FormData).get("file") as File).name).toBe("beach.jpg");
    first.progress(40, 100);
    const bar = screen.getByRole("progressbar", { name: "Uploading beach.jpg" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    // The second file waits its turn, with its own bar (and it counts against the maximum already).
    expect(screen.getByRole("progressbar", { name: "Uploading yurt.jpg" }).getAttribute("aria-valuenow")).toBe("0");
    first.respond(201, uploaded(2));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    expect(screen.queryByRole("progressbar", { name: "Uploading beach.jpg" })).toBeNull();
    const second = FakeXhr.requests[1] as FakeXhr;
    second.progress(100, 100);
    expect(screen.getByRole("progressbar", { name: "Uploading yurt.jpg" }).getAttribute("aria-valuenow")).toBe("100");
    second.respond(201, uploaded(3));
    await waitFor(() => expect(order()).toEqual([url(1), url(2), url(3)]));
    expect(changes.at(-1)).toEqual([url(1), url(2), url(3)]);
  });

  it("shows a refused upload as text by the field and keeps the photos", async () => {
    render(<Editor initial={[url(1)]} />);
    fireEvent.change(fileInput(), { target: { files: [file("page.jpg")] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    (FakeXhr.requests[0] as FakeXhr).respond(415, {
      error: { code: "unsupported_file_type", message: "file: must be a JPEG, PNG, WebP or AVIF photo" },
    });
    expect(await screen.findByText("page.jpg is not a JPEG, PNG, WebP or AVIF photo.")).toBeTruthy();
    expect(fileInput().getAttribute("aria-describedby")).toContain(
      screen.getByText("page.jpg is not a JPEG, PNG, WebP or AVIF photo.").closest("ul")?.id,
    );
    expect(order()).toEqual([url(1)]);
  });

  it("refuses an empty file in the browser, and uploads no more than the maximum", async () => {
    render(<Editor initial={[url(1)]} max={2} />);
    fireEvent.change(fileInput(), { target: { files: [file("empty.jpg", "image/jpeg", 0)] } });
    expect(await screen.findByText("empty.jpg is empty.")).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);
    fireEvent.change(fileInput(), { target: { files: [file("a.jpg"), file("b.jpg")] } });
    expect(await screen.findByText("You can add up to 2 photos.")).toBeTruthy();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    (FakeXhr.requests[0] as FakeXhr).respond(201, uploaded(2));
    await waitFor(() => expect(order()).toEqual([url(1), url(2)]));
    expect(fileInput().disabled).toBe(true);
  });
});

describe("ProfilePhotoField", () => {
  it("uploads one photo and reports its URL; Remove photo clears it", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ProfilePhotoField label="Profile photo" value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Choose photo"), { target: { files: [file("me.png", "image/png")] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    (FakeXhr.requests[0] as FakeXhr).respond(201, uploaded(4));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(url(4)));
    rerender(<ProfilePhotoField label="Profile photo" value={url(4)} onChange={onChange} />);
    expect(screen.getByRole("img", { name: "Profile photo" }).getAttribute("src")).toBe(url(4));
    expect(screen.getByLabelText("Change photo")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

function DocumentField({ onChange }: { onChange: (key: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DocumentUploadField
      label="ID or licence"
      value={value}
      onChange={(k) => {
        setValue(k);
        onChange(k);
      }}
    />
  );
}

describe("DocumentUploadField", () => {
  it("uploads a private document, shows its name and never links to it", async () => {
    const onChange = vi.fn();
    const { container } = render(<DocumentField onChange={onChange} />);
    const input = screen.getByLabelText("Choose file") as HTMLInputElement;
    expect(input.accept).toContain("application/pdf");
    fireEvent.change(input, { target: { files: [file("passport.pdf", "application/pdf", 2048)] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.requests[0] as FakeXhr;
    expect(xhr.body?.get("purpose")).toBe("document");
    const docKey = `private/docs/${"d".repeat(64)}.pdf`;
    xhr.respond(201, { ...uploaded(5), key: docKey, url: null, purpose: "document", bytes: 2048 });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(docKey));
    expect(screen.getByText("passport.pdf")).toBeTruthy();
    expect(container.querySelector("a")).toBeNull();
    expect(container.innerHTML).not.toContain(docKey);
    fireEvent.click(screen.getByRole("button", { name: "Remove file" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe("upload client", () => {
  it("fits the longest side within the limit, keeping small images as they are", () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(1000, 5000, 2048)).toEqual({ width: 410, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });

  it("rejects with the server's code and message", async () => {
    const pending = uploadMedia(new Blob(["x"]), { filename: "big.jpg" });
    (FakeXhr.requests[0] as FakeXhr).respond(413, {
      error: { code: "file_too_large", message: "file: is larger than 10 MB" },
    });
    await expect(pending).rejects.toEqual(new ApiRequestError(413, "file_too_large", "file: is larger than 10 MB"));
  });

  it("rejects with aborted when the signal aborts the upload", async () => {
    const controller = new AbortController();
    const pending = uploadMedia(new Blob(["x"]), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "aborted" });
  });
});
