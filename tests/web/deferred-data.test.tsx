import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDeferredData } from "../../web/src/lib/deferred-data";

interface Thing {
  id: string;
  version: number;
}
const same = (a: Thing, b: Thing) => a.id === b.id;
const A1: Thing = { id: "a", version: 1 };
const A2: Thing = { id: "a", version: 2 };
const B1: Thing = { id: "b", version: 1 };

/** Every value the hook returned, render by render. */
function track(initial: Thing | undefined) {
  const seen: (Thing | undefined)[] = [];
  const hook = renderHook(
    ({ data }: { data: Thing | undefined }) => {
      const drawn = useDeferredData(data, same);
      seen.push(drawn);
      return drawn;
    },
    { initialProps: { data: initial } },
  );
  return { hook, seen };
}

describe("useDeferredData (decision 053)", () => {
  it("gives data at hand when the page mounts at once", () => {
    const { seen } = track(A1);
    expect(seen[0]).toBe(A1);
  });

  it("gives a thing's first data only from the deferred render, nothing before it", async () => {
    const { hook, seen } = track(undefined);
    hook.rerender({ data: A1 });
    await waitFor(() => expect(hook.result.current).toBe(A1));
    // The mount, the urgent render of the new data (still nothing: the deferred render is to come), the deferred one.
    expect(seen).toEqual([undefined, undefined, A1]);
  });

  it("keeps drawing a thing through a refetch, then gives the newer data: the page stays mounted", async () => {
    const { hook, seen } = track(A1);
    hook.rerender({ data: A2 });
    await waitFor(() => expect(hook.result.current).toBe(A2));
    // The urgent render keeps the data drawn until now; the newer data comes with the deferred render.
    expect(seen).toEqual([A1, A1, A2]);
  });

  it("never gives the previous thing's data for another thing", async () => {
    const { hook, seen } = track(A1);
    hook.rerender({ data: undefined });
    await waitFor(() => expect(hook.result.current).toBeUndefined());
    const from = seen.length;
    hook.rerender({ data: B1 });
    await waitFor(() => expect(hook.result.current).toBe(B1));
    expect(seen.slice(from).filter((v) => v !== undefined && v !== B1)).toEqual([]);
    // Straight from one thing's data to another's (the new query had data at hand): nothing in between, not A.
    const { hook: direct, seen: directSeen } = track(A1);
    direct.rerender({ data: B1 });
    await waitFor(() => expect(direct.result.current).toBe(B1));
    expect(directSeen.slice(1)).not.toContain(A1);
  });
});
