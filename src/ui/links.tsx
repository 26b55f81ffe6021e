"use client";

import { Anchor, Button, type AnchorProps, type ButtonProps } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

/** Mantine's Button and Anchor rendered as Next links, usable from server components. */
export function ButtonLink({ href, children, ...props }: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button component={Link} href={href} {...props}>
      {children}
    </Button>
  );
}

export function AnchorLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor component={Link} href={href} {...props}>
      {children}
    </Anchor>
  );
}
