import { type KeyboardEvent, useState } from "react";
import { Dialog } from "../../components/ui/Dialog";

const arrowButton =
  "flex size-11 items-center justify-center rounded-full bg-white/90 text-2xl leading-none text-stone-900 shadow-md hover:bg-white";

/** Previous and next photo, over the photo's edges (`left`/`right`: the Tailwind inset of each button). */
function StepButtons({ step, left, right }: { step: (delta: number) => void; left: string; right: string }) {
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
 * A main photo with thumbnails and a full-screen lightbox (the kit's Dialog: focus stays inside it, Escape or a
 * click beside the photo closes it and focus returns to the photo that opened it); arrow keys step through.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = images.length;
  const alt = (i: number) => `${title}, photo ${i + 1} of ${count}`;
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const onArrows = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === "ArrowRight") step(1);
    else if (e.key === "ArrowLeft") step(-1);
    else return;
    e.preventDefault();
  };

  if (count === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-2xl bg-stone-200 text-stone-600 sm:aspect-[16/9] dark:bg-stone-800 dark:text-stone-300">
        No photos yet
      </div>
    );
  }

  const current = images[index] ?? images[0];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; every action also has a button
    <div className="space-y-3" onKeyDown={onArrows}>
      <div className="relative overflow-hidden rounded-2xl bg-stone-200 dark:bg-stone-800">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Open photo ${index + 1} of ${count} full screen`}
          className="block w-full cursor-zoom-in"
        >
          <img
            src={current}
            alt={alt(index)}
            width={960}
            height={640}
            fetchPriority="high"
            className="aspect-[3/2] w-full object-cover sm:aspect-[16/9] lg:aspect-auto lg:h-[30rem]"
          />
        </button>
        {count > 1 && <StepButtons step={step} left="left-3" right="right-3" />}
        <p className="absolute right-3 bottom-3 rounded-full bg-stone-900/75 px-2.5 py-1 text-xs font-medium text-white">
          {index + 1} / {count}
        </p>
      </div>

      {count > 1 && (
        <ul aria-label="Photos" className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-sand-50 dark:ring-offset-stone-950 ${
                  i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100"
                }`}
              >
                <img
                  src={src}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        label={`Photos of ${title}`}
        closeOnBackdrop
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-stone-950/90 open:flex"
      >
        <div className="flex h-dvh w-screen flex-col items-center justify-center gap-3 bg-stone-950/95 p-4">
          <div className="flex w-full max-w-5xl items-center justify-between text-white">
            <p className="text-sm font-medium">
              {index + 1} / {count}
            </p>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25"
            >
              Close
            </button>
          </div>
          <div className="relative flex min-h-0 w-full max-w-5xl flex-1 items-center justify-center">
            <img src={current} alt={alt(index)} className="max-h-full max-w-full rounded-lg object-contain" />
            {count > 1 && <StepButtons step={step} left="left-0" right="right-0" />}
          </div>
        </div>
      </Dialog>
    </div>
  );
}
