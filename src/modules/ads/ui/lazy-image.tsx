"use client";

import { useState, type CSSProperties } from "react";
import { M } from "~/ui/markup";

/**
 * An image loaded only when it nears the screen, on a light grey until it arrives, the placeholder instead of it
 * when there is no photo or it fails to load. Mantine's Image markup (class, CSS variables) without its code.
 */
export function LazyImage({
  src,
  alt,
  radius,
  height,
  fit,
}: {
  src: string | null;
  alt: string;
  radius: "sm" | "md";
  height: number;
  fit: "cover" | "contain";
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = {
    "--image-radius": `var(--mantine-radius-${radius})`,
    "--image-object-fit": fit,
    // Mantine wrote its grey (bg) after this image, and the grey, a shorthand, hid it: the grey is what shows
    background: "var(--mantine-color-gray-1)",
    height: `calc(${height / 16}rem * var(--mantine-scale))`,
  } as CSSProperties;
  const shown = src && failed !== src ? src : "/placeholder.svg";
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored photos and thumbnails, already sized
    <img
      style={style}
      className={M.image}
      src={shown}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
