import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CLIENT_KEYS_FILE,
  computeClientKeys,
  computePublicClientKeys,
  PUBLIC_CLIENT_KEYS_FILE,
  reachableFiles,
} from "../../scripts/client-message-keys";
import { createIntl } from "@formatjs/intl";
import type { MessageFormatElement } from "react-intl";
import { LOCALES } from "./config";
import { clientMessages, MESSAGES, t } from "./server";

describe("the messages sent to the browser", () => {
  it("are the keys client code names, as scanned now (run `npm run i18n:client-keys` after changing screens)", () => {
    expect(JSON.parse(readFileSync(CLIENT_KEYS_FILE, "utf8"))).toEqual(computeClientKeys());
  });

  it("for a visitor, are the public pages' keys, as scanned now (run `npm run i18n:client-keys` after changing screens)", () => {
    expect(JSON.parse(readFileSync(PUBLIC_CLIENT_KEYS_FILE, "utf8"))).toEqual(computePublicClientKeys());
  });

  it("for a visitor, keep the shell, the board, the account screens and every answer the server can give, not the school screens", () => {
    const visitor = clientMessages("fr", "visitor");
    const member = clientMessages("fr", "member");
    for (const key of Object.keys(visitor)) expect(member[key], key).toEqual(visitor[key]);
    for (const key of [
      "nav.login",
      "auth.login.submit",
      "auth.passwordToggle",
      "ads.filter.title",
      "comments.submit",
      "reports.submit",
      "validation.required",
      "errors.operationFailed",
      "success.logout",
    ]) {
      expect(visitor, key).toHaveProperty(key);
    }
    for (const key of ["gradetable.pasted", "yearEnd.move.confirm", "timetables.carry.done", "payments.record.title"])
      expect(visitor, key).not.toHaveProperty(key);
    expect(Object.keys(visitor).length).toBeLessThan(Object.keys(member).length / 2);
    expect(Object.keys(clientMessages("ar", "visitor"))).toEqual(Object.keys(visitor));
  });

  it("follow a page's imports, static and lazy, to the components it shows", () => {
    const files = reachableFiles(["src/app/[locale]/(default)/old/annonces/[slug]/page.tsx"]).map((f) =>
      f.replace(/\\/g, "/"),
    );
    for (const file of [
      "src/modules/ads/ui/comments.tsx",
      "src/modules/ads/ui/comment-forms.tsx",
      "src/modules/ads/ui/report-dialog.tsx",
      "src/i18n/server.ts",
    ]) {
      expect(
        files.some((f) => f.endsWith(file)),
        file,
      ).toBe(true);
    }
    expect(files.some((f) => f.includes("features/grades/"))).toBe(false);
  });

  it("keep what client screens and server errors use, and leave page text rendered on the server out", () => {
    const fr = clientMessages("fr");
    for (const key of [
      "nav.login",
      "shell.language",
      "auth.login.submit",
      "validation.required",
      "errors.operationFailed",
      "ads.type.LOST",
      "role.ADMIN",
      "audit.ad.approve",
    ]) {
      expect(fr[key], key).toBe(MESSAGES.fr[key]);
    }
    for (const key of ["home.heading", "about.p1", "mail.reset.body", "ads.page.safety"])
      expect(fr, key).not.toHaveProperty(key);
    expect(Object.keys(clientMessages("ar"))).toEqual(Object.keys(fr));
  });

  it("come as their final text, or parsed when they have arguments, and read as the server reads them", () => {
    for (const locale of LOCALES) {
      const messages = clientMessages(locale);
      // the browser's formatter, without a parser: it only ever formats trees
      const browser = createIntl({
        locale,
        messages: messages as Record<string, MessageFormatElement[]>,
        onError: (error) => {
          throw error;
        },
      });
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message === "string") expect(message, key).toBe(t(locale, key as never));
        else expect(Array.isArray(message), key).toBe(true);
      }
      for (const count of [0, 1, 2, 5, 11]) {
        expect(browser.formatMessage({ id: "ads.page.likes" }, { count }), `${locale} ${count}`).toBe(
          t(locale, "ads.page.likes", { count }),
        );
      }
      expect(browser.formatMessage({ id: "comments.title" }, { count: 3 })).toBe(
        t(locale, "comments.title", { count: 3 }),
      );
    }
    expect(clientMessages("fr")["ads.page.likes"]).toBeInstanceOf(Array);
  });
});
