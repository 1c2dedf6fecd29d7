/**
 * The property test of the conversation room (tests/worker/conversation-room-property.test.ts: every acknowledged
 * message reaches the other participant exactly once, in order, through drops, retries and evictions) run
 * PROPERTY_RUNS times instead of the 200 of `npm test`, in workerd. Returns its table rows: runs, time, outcome.
 */
import { spawnSync } from "node:child_process";

const PROPERTY_RUNS = 1_000;
const FILE = "tests/worker/conversation-room-property.test.ts";

export function propertyBench(): [string, string][] {
  const started = Date.now();
  const run = spawnSync("vitest", ["run", "--config", "vitest.config.ts", FILE], {
    env: { ...process.env, FC_RUNS: String(PROPERTY_RUNS) },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = Date.now() - started;
  const output = `${run.stdout}\n${run.stderr}`;
  // The test prints {"property":"conversation-room","runs":N,"ms":M} when every run passed.
  const line = /\{"property":"conversation-room","runs":(\d+),"ms":(\d+)\}/.exec(output);
  if (run.status !== 0 || !line) {
    console.log(output.slice(-4000));
    throw new Error(`${FILE} failed with FC_RUNS=${PROPERTY_RUNS} (exit ${run.status})`);
  }
  const runs = Number(line[1]);
  const ms = Number(line[2]);
  return [
    ["file", FILE],
    ["runs (each a fresh conversation, 1-8 commands)", String(runs)],
    ["result", "passed: every acknowledged message delivered exactly once, in seq order"],
    ["time in the property (s)", (ms / 1000).toFixed(1)],
    ["mean per run (ms)", (ms / runs).toFixed(1)],
    ["wall time with vitest and workerd start (s)", (wall / 1000).toFixed(1)],
  ];
}
