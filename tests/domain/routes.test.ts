import { describe, expect, it } from "vitest";
import { encodedListingPath } from "../../domain/listing-slug";
import { encodePathSegment, matchPage, matchPrefixPage } from "../../domain/routes";

describe("matchPage", () => {
  it.each([
    ["/", "home", {}],
    ["/hosts", "hosts", {}],
    ["/hosts/", "hosts", {}],
    ["/LISTINGS", "listings", {}],
    ["/destinations", "destinations", {}],
    ["/destinations/sri-lanka", "destination", { country: "sri-lanka" }],
    ["/kazakhstan", "kazakhstan", {}],
    ["/tour/charyn-canyon", "listing", { slugOrId: "charyn-canyon" }],
    ["/tours/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed", "listing", { slugOrId: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed" }],
    ["/rental-car/abc/a-title", "listing", { slugOrId: "abc", titleSlug: "a-title" }],
    ["/host/Aida", "host", { hostSlug: "Aida" }],
    ["/host/%C3%A1ida", "host", { hostSlug: "áida" }],
    ["/traveler/5", "traveler", { idOrSlug: "5" }],
  ])("%s is the %s page", (path, kind, params) => {
    expect(matchPage(path)).toMatchObject({ kind, params });
  });

  it.each(["/nope", "/tour", "/tour/a/b/c", "/host", "/host/a/b", "/destinations/a/b", "/%E0%A4%A"])(
    "%s is not a page",
    (path) => {
      expect(matchPage(path)).toBeNull();
    },
  );
});

describe("matchPrefixPage (what the web app's catch-all asks)", () => {
  it.each(["/register", "/register-as-host", "/REGISTER/step/2", "/%72egister"])(
    "%s is the register prefix",
    (path) => {
      expect(matchPrefixPage(path)).toBe("register");
      expect(matchPage(path)).toMatchObject({ kind: "account", route: "register" });
    },
  );

  it.each(["/regi", "/auth", "/a/register", "/%E0%A4%A"])("%s is no prefix page", (path) => {
    expect(matchPrefixPage(path)).toBeNull();
  });
});

describe("encoded paths", () => {
  it("encodes what would change a URL's meaning and keeps what browsers send as written", () => {
    expect(encodePathSegment("a/b?c#d%e")).toBe("a%2Fb%3Fc%23d%25e");
    expect(encodePathSegment("tom&jerry's")).toBe("tom&jerry's");
    expect(encodePathSegment("алматы")).toBe("%D0%B0%D0%BB%D0%BC%D0%B0%D1%82%D1%8B");
  });

  it("gives a listing its slug path, or its id and title slug", () => {
    expect(encodedListingPath("tour", { id: "1", slug: "a/b", title: "T" })).toBe("/tour/a%2Fb");
    expect(encodedListingPath("group_tour", { id: "1", slug: null, title: "Алматы тур" })).toBe(
      "/group-tour/1/%D0%B0%D0%BB%D0%BC%D0%B0%D1%82%D1%8B-%D1%82%D1%83%D1%80",
    );
  });
});
