import { can, type Actor } from "~/server/auth/actor";
import type { MessageKey } from "~/lib/messages";

export interface NavItem {
  href: string;
  label: MessageKey;
}

interface NavEntry extends NavItem {
  /** Shown when this returns true for the actor (null: visitor). */
  visible: (actor: Actor | null) => boolean;
}

/**
 * The header navigation. Each feature adds its screens here with the rule that shows them (a role, a permission);
 * only routes that exist are listed.
 */
const NAV: NavEntry[] = [
  { href: "/", label: "nav.home", visible: () => true },
  { href: "/about", label: "nav.about", visible: () => true },
  { href: "/old/indexsss", label: "nav.board", visible: () => true },
  { href: "/profil/annonces", label: "nav.myAds", visible: (actor) => actor !== null },
  { href: "/profil", label: "nav.profile", visible: (actor) => actor !== null },
  { href: "/roles", label: "nav.roles", visible: (actor) => can(actor, "role.edit") },
];

export function navFor(actor: Actor | null): NavItem[] {
  return NAV.filter((entry) => entry.visible(actor)).map(({ href, label }) => ({ href, label }));
}
