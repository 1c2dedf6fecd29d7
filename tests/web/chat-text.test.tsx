import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dayLabel, linkify } from "../../web/src/pages/chat/chat-format";
import { MessageText } from "../../web/src/pages/chat/MessageText";

describe("message text", () => {
  it("turns http and https addresses into links, leaving the sentence's punctuation outside", () => {
    expect(linkify("See https://example.com/trip?id=1. Or http://a.test/x, ok")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/trip?id=1", href: "https://example.com/trip?id=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "http://a.test/x", href: "http://a.test/x" },
      { kind: "text", text: ", ok" },
    ]);
    expect(linkify("(https://en.wikipedia.org/wiki/Issyk-Kul_(lake))")[1]).toMatchObject({
      text: "https://en.wikipedia.org/wiki/Issyk-Kul_(lake)",
    });
  });

  it("never links other schemes", () => {
    expect(linkify("javascript:alert(1) data:text/html,hi ftp://x.test")).toEqual([
      { kind: "text", text: "javascript:alert(1) data:text/html,hi ftp://x.test" },
    ]);
  });

  it("renders markup as text and links that open safely in a new tab", () => {
    const { container } = render(
      <MessageText body={'<img src=x onerror="alert(1)"> <b>bold</b>\nhttps://untrodden.test/tour/a'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"> <b>bold</b>');
    const link = container.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://untrodden.test/tour/a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
  });

  it("names days as Today, Yesterday or the date", () => {
    const now = new Date(2026, 10, 25, 15, 0);
    expect(dayLabel(new Date(2026, 10, 25, 9, 0).toISOString(), now)).toBe("Today");
    expect(dayLabel(new Date(2026, 10, 24, 23, 0).toISOString(), now)).toBe("Yesterday");
    expect(dayLabel(new Date(2026, 10, 20, 9, 0).toISOString(), now)).toBe("Friday, November 20, 2026");
  });
});
