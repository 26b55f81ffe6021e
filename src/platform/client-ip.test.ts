import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientIp, UNKNOWN_CLIENT } from "./client-ip";

const headers = (h: Record<string, string>) => (name: string) => h[name];

describe("clientIp", () => {
  const cases: [string, Record<string, string>, number, boolean, string][] = [
    [
      "0 hops: the socket, whatever X-Forwarded-For says",
      { "x-forwarded-for": "1.1.1.1", "x-wasla-socket-address": "9.9.9.9" },
      0,
      true,
      "9.9.9.9",
    ],
    ["0 hops, no trusted socket header: one shared bucket", { "x-forwarded-for": "1.1.1.1" }, 0, false, UNKNOWN_CLIENT],
    ["a client-sent socket header is not trusted", { "x-wasla-socket-address": "5.5.5.5" }, 0, false, UNKNOWN_CLIENT],
    [
      "1 hop with socket: the entry the proxy appended",
      { "x-forwarded-for": "6.6.6.6, 2.2.2.2", "x-wasla-socket-address": "10.0.0.1" },
      1,
      true,
      "2.2.2.2",
    ],
    [
      "1 hop without socket: X-Forwarded-For's last entry",
      { "x-forwarded-for": "6.6.6.6, 2.2.2.2" },
      1,
      false,
      "2.2.2.2",
    ],
    [
      "2 hops: left of both proxies",
      { "x-forwarded-for": "6.6.6.6, 3.3.3.3, 10.0.0.2", "x-wasla-socket-address": "10.0.0.1" },
      2,
      true,
      "3.3.3.3",
    ],
    [
      "more hops than entries: the left-most",
      { "x-forwarded-for": "3.3.3.3", "x-wasla-socket-address": "10.0.0.1" },
      3,
      true,
      "3.3.3.3",
    ],
    ["x-real-ip is never read", { "x-real-ip": "4.4.4.4", "x-wasla-socket-address": "9.9.9.9" }, 0, true, "9.9.9.9"],
  ];
  it.each(cases)("%s", (_, h, trustedProxyHops, socketHeaderTrusted, expected) => {
    expect(clientIp(headers(h), { trustedProxyHops, socketHeaderTrusted })).toBe(expected);
  });
});

describe("why the production server passes the socket's peer itself (scripts/server.mjs)", () => {
  it("Next fills X-Forwarded-For with the peer only when the request has none: a client's own value stays", () => {
    // the day Next appends the peer (or exposes the socket to route handlers), the header and the custom server's
    // part in it can go: docs/infrastructure.md, "The production server"
    const baseServer = readFileSync(path.resolve("node_modules/next/dist/server/base-server.js"), "utf8");
    expect(baseServer).toMatch(/req\.headers\['x-forwarded-for'\] \?\?= /);
  });
});
