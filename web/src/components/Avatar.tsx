import { photoProps } from "../../../domain/media";

interface AvatarProps {
  src: string | null;
  /** The person's name: its first letter stands in when there is no photo. */
  name: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Empty when the name is printed beside the photo (the photo is then decorative). */
  alt?: string;
  /** Applied to the photo and the letter alike (rings). */
  className?: string;
  /** Colours and text size of the letter. */
  letterClassName?: string;
  /** Photos above the fold load at once. */
  eager?: boolean;
}

/** A round profile photo, or the name's first letter in a circle of the same size. */
export function Avatar({
  src,
  name,
  size,
  alt = "",
  className = "",
  letterClassName = "bg-brand-100 text-brand-800",
  eager = false,
}: AvatarProps) {
  const box = { width: size, height: size };
  return src ? (
    <img
      {...photoProps(src, `${size}px`)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? undefined : "lazy"}
      style={box}
      className={`shrink-0 rounded-full object-cover ${className}`}
    />
  ) : (
    <div
      aria-hidden={alt ? undefined : "true"}
      style={box}
      className={`flex shrink-0 items-center justify-center rounded-full font-semibold ${letterClassName} ${className}`}
    >
      {name.charAt(0)}
    </div>
  );
}
