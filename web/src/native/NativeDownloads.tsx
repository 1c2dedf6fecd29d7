import { useEffect } from "react";
import { useToast } from "../lib/toast";
import { interceptDownloads } from "./downloads";
import { maybeNativePlugins } from "./runtime";

/** ShellRoot's part: links to our API files open the share sheet (./downloads.ts); failures show as a toast. */
export function NativeDownloads() {
  const { toast } = useToast();
  useEffect(() => {
    const plugins = maybeNativePlugins();
    if (!plugins) return;
    return interceptDownloads(plugins, (message) => toast(message, "error"));
  }, [toast]);
  return null;
}
