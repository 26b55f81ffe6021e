"use client";

// The header's drop-down menus, loaded on first use (lazy-menu.tsx): Menu with its popover, floating-ui and focus
// handling are not part of any page's first load.
import { Menu } from "@mantine/core";
import Link from "next/link";
import { useEffect, useRef, useState, type ReactElement } from "react";
import type { MenuEntry, MenuPosition } from "./lazy-menu";

/**
 * Mounts closed, then opens: the button has the focus back first (when the press came from the keyboard), so the
 * menu returns the focus to it on closing, as it would have without the lazy loading.
 */
export function HeaderMenu({
  target,
  entries,
  position,
  focusTarget,
}: {
  target: ReactElement;
  entries: MenuEntry[];
  position: MenuPosition;
  focusTarget: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (focusTarget) wrapper.current?.querySelector<HTMLElement>("button, a")?.focus();
    setOpened(true);
  }, [focusTarget]);
  return (
    <span ref={wrapper} style={{ display: "contents" }}>
      <Menu position={position} withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {entries.map((entry, i) => {
            switch (entry.kind) {
              case "label":
                return <Menu.Label key={i}>{entry.text}</Menu.Label>;
              case "divider":
                return <Menu.Divider key={i} />;
              case "link":
                return entry.external ? (
                  <Menu.Item
                    key={i}
                    component="a"
                    href={entry.href}
                    lang={entry.lang}
                    fw={entry.bold ? 700 : undefined}
                    data-testid={entry.testId}
                  >
                    {entry.text}
                  </Menu.Item>
                ) : (
                  <Menu.Item key={i} component={Link} href={entry.href} data-testid={entry.testId}>
                    {entry.text}
                  </Menu.Item>
                );
              case "action":
                return (
                  <Menu.Item key={i} color={entry.color} onClick={entry.onClick} data-testid={entry.testId}>
                    {entry.text}
                  </Menu.Item>
                );
            }
          })}
        </Menu.Dropdown>
      </Menu>
    </span>
  );
}
