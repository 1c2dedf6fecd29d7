import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../web/src/lib/toast";
import { Composer, draftKey } from "../../web/src/pages/chat/Composer";

function renderComposer(conversationId = "c-1", disabledReason: string | null = null) {
  const onSend = vi.fn();
  const onTyping = vi.fn();
  const result = render(
    <ToastProvider>
      <Composer conversationId={conversationId} disabledReason={disabledReason} onSend={onSend} onTyping={onTyping} />
    </ToastProvider>,
  );
  return { ...result, onSend, onTyping, box: () => screen.getByRole("textbox", { name: "Message" }) };
}

afterEach(() => localStorage.clear());

describe("the message composer", () => {
  it("sends on Enter, starts a new line on Shift+Enter, and says typing", () => {
    const { box, onSend, onTyping } = renderComposer();
    fireEvent.change(box(), { target: { value: "Hello" } });
    expect(onTyping).toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Hello", []);
    expect((box() as HTMLTextAreaElement).value).toBe("");
  });

  it("keeps the draft per conversation until it is sent", () => {
    const first = renderComposer("c-1");
    fireEvent.change(first.box(), { target: { value: "Half a thought" } });
    first.unmount();
    expect(localStorage.getItem(draftKey("c-1"))).toBe("Half a thought");

    const other = renderComposer("c-2");
    expect((other.box() as HTMLTextAreaElement).value).toBe("");
    other.unmount();

    const again = renderComposer("c-1");
    expect((again.box() as HTMLTextAreaElement).value).toBe("Half a thought");
    fireEvent.keyDown(again.box(), { key: "Enter" });
    expect(again.onSend).toHaveBeenCalledWith("Half a thought", []);
    expect(localStorage.getItem(draftKey("c-1"))).toBeNull();
  });

  it("refuses an empty or too long message with a clear error, keeping the text", () => {
    const { box, onSend } = renderComposer();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe("Write a message or add a photo first.");
    const long = "a".repeat(4001);
    fireEvent.change(box(), { target: { value: long } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("Messages can be at most 4,000 characters.");
    expect((box() as HTMLTextAreaElement).value).toBe(long);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("gives way to the reason when the conversation is blocked", () => {
    renderComposer("c-1", "You blocked Timur A. Unblock them from the menu above to send messages again.");
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("You blocked Timur A.");
  });
});
