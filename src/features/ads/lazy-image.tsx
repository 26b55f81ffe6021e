"use client";

import { Image, type ImageProps } from "@mantine/core";

/**
 * An image loaded only when it nears the screen, with the placeholder shown until it arrives (and instead of it
 * when there is no photo or it fails to load).
 */
export function LazyImage({ src, alt, ...props }: ImageProps & { src: string | null; alt: string }) {
  return (
    <Image
      src={src ?? "/placeholder.svg"}
      fallbackSrc="/placeholder.svg"
      alt={alt}
      loading="lazy"
      decoding="async"
      bg="gray.1"
      style={{ backgroundImage: "url(/placeholder.svg)", backgroundSize: "cover", backgroundPosition: "center" }}
      {...props}
    />
  );
}
