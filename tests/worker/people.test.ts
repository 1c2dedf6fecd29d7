import { describe, expect, it } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import { everyone } from "./people";

describe("the people of the permission tables", () => {
  it("are signed in as who they claim to be", async () => {
    const people = await everyone();
    expect((await people.guest.fetch("/api/me/profile")).status).toBe(401);
    const seen: Record<string, unknown> = {};
    for (const p of Object.values(people)) {
      if (p.role === "guest") continue;
      const me = await (await p.fetch("/api/me/profile")).json<MeProfile>();
      seen[p.role] = [me.user_type, me.is_admin, me.host?.status ?? null];
    }
    expect(seen).toEqual({
      "no-profile": [null, false, null],
      traveler: ["traveler", false, null],
      "pending-host": ["host", false, "pending"],
      "approved-host": ["host", false, "approved"],
      "rejected-host": ["host", false, "rejected"],
      admin: ["traveler", true, null],
    });
  });
});
