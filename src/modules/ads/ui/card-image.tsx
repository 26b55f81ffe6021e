"use client";

import { useEffect, useRef } from "react";

const PLACEHOLDER = "/placeholder.svg";

/** A card's photo, loaded when it nears the screen; the placeholder instead when it is missing or fails (even before hydration). */
export function CardImage({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, already sized (next/image would resize it again)
    <img
      ref={ref}
      src={src ?? PLACEHOLDER}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
      }}
    />
  );
}
