"use client";

import dynamic from "next/dynamic";

/**
 * The session and attendance forms (zod, the form library, the mutations) load when a session is open, not with
 * the date chooser and the day's list that /textbook and /attendance show first.
 */
export const SessionForm = dynamic(() => import("./session-form").then((m) => m.SessionForm));
export const AttendanceForm = dynamic(() => import("./attendance-form").then((m) => m.AttendanceForm));
