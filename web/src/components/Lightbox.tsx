import type { KeyboardEvent } from "react";
import { photoProps } from "../../../domain/media";
import { Dialog } from "./ui/Dialog";

const arrowButton =
  "flex size-11 items-center justify-center rounded-full bg-white/90 text-2xl leading-none text-stone-900 shadow-md hover:bg-white";

/** Previous and next photo, over the photo's edges (`left`/`right`: the Tailwind inset of each button). */
export function StepButtons({ step, left, right }: { step: (delta: number) => void; left: string; right: string }) {
  return (
    <>
      <button
        type="button"
        onClick={() => step(-1)}
        aria-label="Previous photo"
        className={`${arrowButton} absolute top-1/2 ${left} -translate-y-1/2`}
      >
        ‹
      </button>
      <button
        type="button"
        onClick={() => step(1)}
        aria-label="Next photo"
        className={`${arrowButton} absolute top-1/2 ${right} -translate-y-1/2`}
      >
        ›
      </button>
    </>
  );
}

/**
 * Photos full screen over the page (the kit's Dialog: focus stays inside, Escape or a click beside the photo closes
 * it and focus returns to what opened it); the buttons and the arrow keys step through them. The caller owns which
 * photo is shown (`index`, moved by `step`), so the page behind can follow it.
 */
export function Lightbox({
  open,
  onClose,
  label,
  images,
  index,
  step,
  alt,
}: {
  open: boolean;
  onClose: () => void;
  /** The dialog's name ("Photos of Charyn Canyon day trip"). */
  label: string;
  images: readonly string[];
  index: number;
  step: (delta: number) => void;
  alt: (index: number) => string;
}) {
  const count = images.length;
  const current = images[index] ?? images[0];
  const onArrows = (e: KeyboardEvent) => {
    if (count < 2 || (e.key !== "ArrowRight" && e.key !== "ArrowLeft")) return;
    // The page behind may step its own photos with the same keys.
    e.preventDefault();
    e.stopPropagation();
    step(e.key === "ArrowRight" ? 1 : -1);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={label}
      closeOnBackdrop
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-stone-950/90 open:flex"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons do the same */}
      <div
        onKeyDown={onArrows}
        className="flex h-dvh w-screen flex-col items-center justify-center gap-3 bg-stone-950/95 p-4"
      >
        <div className="flex w-full max-w-5xl items-center justify-between text-white">
          <p className="text-sm font-medium">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25"
          >
            Close
          </button>
        </div>
        <div className="relative flex min-h-0 w-full max-w-5xl flex-1 items-center justify-center">
          {current && (
            <img
              {...photoProps(current, "100vw")}
              alt={alt(index)}
              className="max-h-full max-w-full rounded-lg object-contain"
            />
          )}
          {count > 1 && <StepButtons step={step} left="left-0" right="right-0" />}
        </div>
      </div>
    </Dialog>
  );
}
