import type { MediaContentType } from "../../../domain/media";

/** A validated file with its metadata removed, ready to store. */
export interface CleanImage {
  bytes: Uint8Array;
  contentType: MediaContentType;
  width: number | null;
  height: number | null;
}
