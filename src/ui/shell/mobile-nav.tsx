"use client";

import { Anchor, Divider, Drawer, Stack } from "@mantine/core";
import Link from "next/link";
import { useEffect, useState } from "react";
import { ColorModeSwitch } from "./switches";

export interface MobileNavSection {
  /** a group's name, drawn as a divider above its links (none for the main links) */
  label?: string;
  items: { href: string; text: string }[];
}

/**
 * The phone menu's drawer, loaded the first time the burger is pressed (Drawer, its overlay and scroll lock, and the
 * menu's own layout stay out of every page's first load). It mounts closed and opens on the next frame, so the
 * first opening slides in too.
 */
export function MobileNav({
  opened,
  onClose,
  title,
  position,
  sections,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  position: "left" | "right";
  sections: MobileNavSection[];
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={opened && mounted} onClose={onClose} title={title} size="xs" position={position}>
      <Stack>
        {sections.map((section, i) => [
          section.label && <Divider key={`label-${i}`} label={section.label} labelPosition="left" />,
          ...section.items.map((item) => (
            <Anchor
              key={item.href}
              component={Link}
              href={item.href}
              onClick={onClose}
              c="var(--mantine-color-text)"
              fw={500}
            >
              {item.text}
            </Anchor>
          )),
        ])}
        <ColorModeSwitch />
      </Stack>
    </Drawer>
  );
}
