"use client";

import { ActionIcon, Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/client";
import { isAcceptedImageFormat, sniffImageFormat } from "~/lib/image-format";
import { PHOTO_MAX_BYTES } from "~/lib/photo-limits";

/** A photo of the form: one already stored (edit) or a new file with its local preview. */
export type PickedPhoto = { kind: "stored"; id: string; thumbUrl: string } | { kind: "new"; key: string; file: File };

/**
 * Adds and removes up to `max` photos (the board's MAX_AD_PHOTOS, an event's 6: each form says). Each file is checked at
 * once by its first bytes and its size (the server checks again, decoding it), so "x is not an image." or "x is
 * too large" shows before megabytes are sent.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
  max,
  hint,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  error?: string | null;
  max: number;
  /** the line above the photos (default: the board's) */
  hint?: string;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    const next = [...photos];
    let message: string | null = null;
    for (const file of files) {
      const format = sniffImageFormat(new Uint8Array(await file.slice(0, 256).arrayBuffer()));
      if (!format) message = t("validation.notImage", { file: file.name });
      else if (!isAcceptedImageFormat(format)) message = t("validation.fileFormat", { file: file.name });
      else if (file.size > PHOTO_MAX_BYTES)
        message = t("validation.fileTooLarge", { file: file.name, size: PHOTO_MAX_BYTES / 1024 / 1024 });
      else if (next.length >= max) message = t("validation.maxImages", { count: max });
      else next.push({ kind: "new", key: `${file.name}-${file.size}-${Math.random()}`, file });
    }
    setProblem(message);
    onChange(next);
  };

  const remove = (photo: PickedPhoto) => {
    setProblem(null);
    onChange(photos.filter((p) => p !== photo));
  };

  const shown = problem ?? error;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {hint ?? t("ads.form.photosHint", { count: max })}
      </Text>
      {photos.length > 0 && (
        <Group gap="xs">
          {photos.map((photo) => {
            const name = photo.kind === "new" ? photo.file.name : "";
            return (
              <div
                key={photo.kind === "new" ? photo.key : photo.id}
                style={{ position: "relative" }}
                data-testid="picked-photo"
              >
                {photo.kind === "new" ? (
                  <LocalPreview file={photo.file} />
                ) : (
                  <Image src={photo.thumbUrl} alt="" w={96} h={72} radius="sm" fit="cover" />
                )}
                <ActionIcon
                  size="sm"
                  color="red"
                  variant="filled"
                  radius="xl"
                  pos="absolute"
                  top={4}
                  style={{ insetInlineEnd: 4 }}
                  aria-label={t("ads.form.removePhoto", { file: name || String(photos.indexOf(photo) + 1) })}
                  onClick={() => remove(photo)}
                >
                  ×
                </ActionIcon>
              </div>
            );
          })}
        </Group>
      )}
      <FileButton onChange={(files) => void add(files)} accept="image/*" multiple>
        {(props) => (
          <Button {...props} variant="light" w="fit-content" disabled={photos.length >= max} data-testid="add-photos">
            {t("ads.form.addPhotos")}
          </Button>
        )}
      </FileButton>
      {shown && (
        <Text size="sm" c="red" role="alert" data-testid="photos-error">
          {shown}
        </Text>
      )}
    </Stack>
  );
}

/** A chosen file's preview, through an object URL freed when the photo leaves the form. */
function LocalPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <Image src={url} alt={file.name} w={96} h={72} radius="sm" fit="cover" />;
}
