import { type KeyboardEvent, useState } from "react";
import { GALLERY_SIZES, photoProps } from "../../../../domain/media";
import { Lightbox, StepButtons } from "../../components/Lightbox";

/** A main photo with thumbnails, opening full screen in the lightbox; arrow keys step through the photos. */
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
            {...photoProps(current ?? "", GALLERY_SIZES)}
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
                  {...photoProps(src, "96px")}
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

      <Lightbox
        open={open}
        onClose={() => setOpen(false)}
        label={`Photos of ${title}`}
        images={images}
        index={index}
        step={step}
        alt={alt}
      />
    </div>
  );
}
