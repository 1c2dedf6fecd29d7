import { FormMessage } from "./parts";

/** An e-mail link that came back with `#error=…` (used, expired or tampered): what the server said, and what next. */
export function LinkErrorNotice({ description, next }: { description: string; next?: string }) {
  return (
    <div className="mb-6">
      <FormMessage tone="error">
        <p className="font-semibold">That link didn't work</p>
        <p>{description.endsWith(".") ? description : `${description}.`}</p>
        <p className="mt-1">{next ?? "Links work once and expire after a while. Sign in, or ask for a new one."}</p>
      </FormMessage>
    </div>
  );
}
