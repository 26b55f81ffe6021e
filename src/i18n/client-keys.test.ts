import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_KEYS_FILE, computeClientKeys } from "../../scripts/client-message-keys";
import { clientMessages, MESSAGES } from "./server";

describe("the messages sent to the browser", () => {
  it("are the keys client code names, as scanned now (run `npm run i18n:client-keys` after changing screens)", () => {
    expect(JSON.parse(readFileSync(CLIENT_KEYS_FILE, "utf8"))).toEqual(computeClientKeys());
  });

  it("keep what client screens and server errors use, and leave page text rendered on the server out", () => {
    const fr = clientMessages("fr");
    for (const key of ["nav.login", "shell.language", "auth.login.submit", "validation.required", "errors.operationFailed", "ads.type.LOST", "role.ADMIN", "audit.ad.approve"]) {
      expect(fr[key], key).toBe(MESSAGES.fr[key]);
    }
    for (const key of ["home.heading", "about.p1", "mail.reset.body", "ads.page.safety"]) expect(fr, key).not.toHaveProperty(key);
    expect(Object.keys(clientMessages("ar"))).toEqual(Object.keys(fr));
  });
});
