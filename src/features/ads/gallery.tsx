"use client";

import { Image, SimpleGrid, Stack, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useT } from "~/i18n/client";
import { LazyImage } from "./lazy-image";

export interface GalleryPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** The ad's photos: one large, the others as thumbnails that take its place when tapped. */
export function Gallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) return <LazyImage src={null} alt={t("ads.noPhoto")} radius="md" h={260} fit="contain" />;
  return (
    <Stack gap="xs">
      <a href={current.url} target="_blank" rel="noopener" aria-label={t("ads.page.photo", { index: index + 1, count: photos.length })}>
        <Image
          src={current.url}
          alt={title}
          radius="md"
          mah={520}
          fit="contain"
          bg="gray.1"
          style={{ aspectRatio: `${current.width} / ${current.height}` }}
          data-testid="gallery-main"
        />
      </a>
      {photos.length > 1 && (
        <SimpleGrid cols={{ base: 4, sm: 6 }} spacing={6}>
          {photos.map((photo, i) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setIndex(i)}
              aria-label={t("ads.page.photo", { index: i + 1, count: photos.length })}
              aria-current={i === index}
              style={{ outline: i === index ? "2px solid var(--mantine-primary-color-filled)" : undefined, borderRadius: 6 }}
            >
              <LazyImage src={photo.thumbUrl} alt="" radius="sm" h={64} fit="cover" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
