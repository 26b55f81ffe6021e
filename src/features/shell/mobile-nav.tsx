"use client";

import { Drawer } from "@mantine/core";
import { useEffect, useState, type ReactNode } from "react";

/**
 * The phone menu's drawer, loaded the first time the burger is pressed (Drawer, its overlay and scroll lock stay out
 * of every page's first load). It mounts closed and opens on the next frame, so the first opening slides in too.
 */
export function MobileNav({ opened, onClose, title, position, children }: { opened: boolean; onClose: () => void; title: string; position: "left" | "right"; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={opened && mounted} onClose={onClose} title={title} size="xs" position={position}>
      {children}
    </Drawer>
  );
}
