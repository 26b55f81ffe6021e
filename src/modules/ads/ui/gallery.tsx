"use client";

import { useState, type CSSProperties } from "react";
import { M } from "~/ui/markup";
import { useT } from "~/i18n/client";
import { LazyImage } from "./lazy-image";

export interface GalleryPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/**
 * The ad's photos: one large, the others as thumbnails that take its place when tapped. Mantine's Image, SimpleGrid
 * and UnstyledButton markup, in the column (a Stack) the page draws, (features/ui/markup), without Mantine's code. `thumbsClass` (the
 * thumbnails' columns) comes from the page, which owns the stylesheet: none of its class map in the browser.
 */
export function Gallery({
  photos,
  title,
  thumbsClass,
}: {
  photos: GalleryPhoto[];
  title: string;
  thumbsClass?: string;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) return <LazyImage src={null} alt={t("ads.noPhoto")} radius="md" height={260} fit="contain" />;
  const main = {
    "--image-radius": "var(--mantine-radius-md)",
    "--image-object-fit": "contain",
    aspectRatio: `${current.width} / ${current.height}`,
    background: "var(--mantine-color-gray-1)",
    maxHeight: "calc(32.5rem * var(--mantine-scale))",
  } as CSSProperties;
  return (
    <>
      <a
        href={current.url}
        target="_blank"
        rel="noopener"
        aria-label={t("ads.page.photo", { index: index + 1, count: photos.length })}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the stored photo, already sized */}
        <img style={main} className={M.image} src={current.url} alt={title} data-testid="gallery-main" />
      </a>
      {photos.length > 1 && (
        <div className={`${M.simpleGrid} ${thumbsClass}`}>
          {photos.map((photo, i) => (
            <button
              key={photo.id}
              type="button"
              className={`mantine-focus-auto ${M.unstyledButton}`}
              onClick={() => setIndex(i)}
              aria-label={t("ads.page.photo", { index: i + 1, count: photos.length })}
              aria-current={i === index}
              style={{
                outline: i === index ? "2px solid var(--mantine-primary-color-filled)" : undefined,
                borderRadius: 6,
              }}
            >
              <LazyImage src={photo.thumbUrl} alt="" radius="sm" height={64} fit="cover" />
            </button>
          ))}
        </div>
      )}
    </>
  );
}
