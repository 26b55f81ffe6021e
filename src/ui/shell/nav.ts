import { can, canIn, hasRole, isSuperAdmin, type Actor } from "~/platform/auth/actor";
import type { MessageKey } from "~/lib/messages";
import type { NavGroup } from "./nav-groups";
import { canOpenUsers, familyPayments, paymentStaff } from "~/platform/auth/rules";

export interface NavItem {
  href: string;
  label: MessageKey;
  /** a menu of the header: the school screens, or the platform's administration (moderation, users, roles) */
  group?: NavGroup;
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
  { href: "/privacy", label: "nav.privacy", visible: () => true },
  { href: "/old/indexsss", label: "nav.board", visible: () => true },
  { href: "/profil/annonces", label: "nav.myAds", visible: (actor) => actor !== null },
  { href: "/profil", label: "nav.profile", visible: (actor) => actor !== null },
  { href: "/family", label: "nav.family", visible: (actor) => actor !== null },
  { href: "/profil/data", label: "nav.myData", visible: (actor) => actor !== null },
  { href: "/roles", label: "nav.roles", group: "admin", visible: (actor) => canIn(actor, "role.edit", null) },
  { href: "/admin", label: "nav.admin", group: "admin", visible: (actor) => canIn(actor, "ad.moderate", null) },
  {
    href: "/privacy/platform",
    label: "nav.privacyPlatform",
    group: "admin",
    visible: (actor) => !!actor && (actor.global.has("privacy.manage") || actor.global.has("breach.manage")),
  },
  {
    href: "/users",
    label: "nav.users",
    group: "admin",
    visible: (actor) => can(actor, "user.edit") && canOpenUsers(actor),
  },
  { href: "/dashboard", label: "nav.dashboard", visible: (actor) => inSchool(actor) },
  { href: "/classes", label: "nav.classes", visible: (actor) => inSchool(actor) },
  { href: "/timetable", label: "nav.timetable", group: "life", visible: (actor) => inSchool(actor) },
  { href: "/textbook", label: "nav.textbook", group: "life", visible: (actor) => inSchool(actor) },
  {
    href: "/attendance",
    label: "nav.attendance",
    group: "life",
    visible: (actor) => inSchool(actor) && can(actor, "textbook.edit"),
  },
  { href: "/homeworks", label: "nav.homeworks", group: "life", visible: (actor) => inSchool(actor) },
  {
    href: "/payments",
    label: "nav.payments",
    group: "life",
    visible: (actor) => !!actor && actor.schoolIds.some((id) => familyPayments(actor, id) || paymentStaff(actor, id)),
  },
  { href: "/absences", label: "nav.absences", group: "life", visible: (actor) => inSchool(actor) },
  { href: "/messages", label: "nav.messages", group: "life", visible: (actor) => inSchool(actor) },
  {
    href: "/warnings",
    label: "nav.warnings",
    group: "life",
    visible: (actor) => inSchool(actor) && can(actor, "textbook.edit"),
  },
  { href: "/circulars", label: "nav.circulars", group: "life", visible: (actor) => inSchool(actor) },
  { href: "/meetings", label: "nav.meetings", group: "life", visible: (actor) => inSchool(actor) },
  { href: "/resources", label: "nav.resources", group: "life", visible: (actor) => inSchool(actor) },
  {
    href: "/documents",
    label: "nav.documents",
    group: "life",
    visible: (actor) =>
      !!actor &&
      (hasRole(actor, "PARENT") || hasRole(actor, "STUDENT") || (inSchool(actor) && can(actor, "document.issue"))),
  },
  { href: "/lost-property", label: "nav.lostProperty", group: "life", visible: (actor) => inSchool(actor) },
  { href: "/event", label: "nav.events", group: "life", visible: (actor) => inSchool(actor) },
  {
    href: "/events",
    label: "nav.manageEvents",
    group: "life",
    visible: (actor) => inSchool(actor) && can(actor, "article.create"),
  },
  {
    href: "/notifications/send",
    label: "nav.sendNotification",
    group: "life",
    visible: (actor) => inSchool(actor) && can(actor, "notification.send"),
  },
  { href: "/evaluations", label: "nav.evaluations", group: "grades", visible: (actor) => schoolStaff(actor) },
  {
    href: "/gradetable",
    label: "nav.gradetable",
    group: "grades",
    visible: (actor) => inSchool(actor) && can(actor, "gradebook.edit"),
  },
  { href: "/report-cards", label: "nav.reportCards", group: "grades", visible: (actor) => inSchool(actor) },
  {
    href: "/marks",
    label: "nav.marks",
    group: "grades",
    visible: (actor) => !!actor && (hasRole(actor, "PARENT") || hasRole(actor, "STUDENT")),
  },
  { href: "/exemptions", label: "nav.exemptions", group: "grades", visible: (actor) => schoolStaff(actor) },
  {
    href: "/year-end",
    label: "nav.yearEnd",
    group: "grades",
    visible: (actor) => inSchool(actor) && can(actor, "school.edit"),
  },
  {
    href: "/timetables",
    label: "nav.timetables",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "class.edit"),
  },
  { href: "/students", label: "nav.students", group: "school", visible: (actor) => schoolStaff(actor) },
  {
    href: "/family/requests",
    label: "nav.familyRequests",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "student.linkParent"),
  },
  { href: "/teachers", label: "nav.teachers", group: "school", visible: (actor) => schoolStaff(actor) },
  {
    href: "/sessions",
    label: "nav.sessions",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "session.edit"),
  },
  {
    href: "/levels",
    label: "nav.levels",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "level.edit"),
  },
  {
    href: "/subjects",
    label: "nav.subjects",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "subject.edit"),
  },
  {
    href: "/privacy/school",
    label: "nav.privacySchool",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "privacy.manage"),
  },
  {
    href: "/settings",
    label: "nav.settings",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "school.edit"),
  },
  {
    href: "/generate-passwords",
    label: "nav.generatePasswords",
    group: "school",
    visible: (actor) => inSchool(actor) && can(actor, "user.edit"),
  },
  { href: "/schools", label: "nav.schools", group: "school", visible: (actor) => !!actor?.global.has("school.create") },
];

/** Belongs to a school, or administers them all (super admin). */
function inSchool(actor: Actor | null): boolean {
  return !!actor && (actor.schoolIds.length > 0 || isSuperAdmin(actor));
}

/** Administers a school or teaches in one. */
function schoolStaff(actor: Actor | null): boolean {
  return inSchool(actor) && (can(actor, "school.edit") || hasRole(actor, "TEACHER"));
}

export function navFor(actor: Actor | null): NavItem[] {
  return NAV.filter((entry) => entry.visible(actor)).map(({ href, label, group }) => ({ href, label, group }));
}
