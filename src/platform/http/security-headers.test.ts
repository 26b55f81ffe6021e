import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import nextConfig from "../../../next.config.mjs";
import { proxy } from "~/proxy";

afterEach(() => vi.unstubAllEnvs());

/** The CSP directives of a header, by name. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

function page(path: string) {
  const response = proxy(new NextRequest(`http://localhost:3000${path}`));
  // what Next passes on to the page as request headers
  const forwarded = (name: string) => response.headers.get(`x-middleware-request-${name}`);
  return { response, forwarded };
}

describe("pages' Content-Security-Policy (src/proxy.ts)", () => {
  it("allows scripts by this request's nonce only, which Next and the layout read from the forwarded headers", () => {
    const { response, forwarded } = page("/fr/about");
    const csp = response.headers.get("content-security-policy")!;
    const nonce = forwarded("x-nonce")!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(forwarded("content-security-policy")).toBe(csp);
    const d = directives(csp);
    expect(d.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(d.get("media-src")).toEqual(["'self'", "blob:"]);
    expect(d.get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://www.youtube.com"]);
    expect(page("/fr/about").forwarded("x-nonce")).not.toBe(nonce);
  });

  it("covers unprefixed pages too (rewritten to a locale)", () => {
    const { response, forwarded } = page("/old/annonces");
    expect(response.headers.get("x-middleware-rewrite")).toMatch(/\/fr\/old\/annonces$/);
    expect(response.headers.get("content-security-policy")).toContain(`'nonce-${forwarded("x-nonce")}'`);
  });

  it("adds 'unsafe-eval' in development only (React's development build needs it)", () => {
    expect(page("/fr").response.headers.get("content-security-policy")).not.toContain("unsafe-eval");
    vi.stubEnv("NODE_ENV", "development");
    expect(directives(page("/fr").response.headers.get("content-security-policy")!).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("lets pages connect to their own origin only, and to Pusher's hosts for its cluster only when Pusher is configured", async () => {
    expect(directives(page("/fr").response.headers.get("content-security-policy")!).get("connect-src")).toEqual([
      "'self'",
    ]);
    vi.resetModules();
    for (const [name, value] of Object.entries({
      PUSHER_APP_ID: "1234567",
      PUSHER_KEY: "abc123",
      PUSHER_SECRET: "s3cr3t",
      PUSHER_CLUSTER: "eu",
    }))
      vi.stubEnv(name, value);
    vi.stubEnv("NEXT_PUBLIC_PUSHER_KEY", "abc123");
    vi.stubEnv("NEXT_PUBLIC_PUSHER_CLUSTER", "eu");
    const { proxy: withPusher } = await import("~/proxy");
    const csp = withPusher(new NextRequest("http://localhost:3000/fr")).headers.get("content-security-policy")!;
    expect(directives(csp).get("connect-src")).toEqual([
      "'self'",
      "wss://ws-eu.pusher.com",
      "https://sockjs-eu.pusher.com",
    ]);
  });

  it("keeps no-referrer on the visitor's private edit link, in any locale", () => {
    expect(page("/old/annonces/portefeuille-noir-x1/modifier").response.headers.get("referrer-policy")).toBe(
      "no-referrer",
    );
    expect(page("/ar/old/annonces/portefeuille-noir-x1/modifier").response.headers.get("referrer-policy")).toBe(
      "no-referrer",
    );
    // the others keep next.config's strict-origin-when-cross-origin
    expect(page("/fr/old/annonces/portefeuille-noir-x1").response.headers.get("referrer-policy")).toBeNull();
  });
});

describe("headers on every response (next.config.mjs)", () => {
  async function rules() {
    const list = await nextConfig.headers!();
    return (source: string) =>
      Object.fromEntries(list.find((r) => r.source === source)!.headers.map((h) => [h.key, h.value]));
  }

  it("nosniff, referrer and permissions policies everywhere; HSTS in production only", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const all = (await rules())("/:path*");
    expect(all).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    for (const feature of ["camera", "geolocation", "payment", "usb"])
      expect(all["Permissions-Policy"]).toContain(`${feature}=()`);
    // voice notes (issue 30): our own pages only, no framed document
    expect(all["Permissions-Policy"]).toContain("microphone=(self)");
    expect(all["Permissions-Policy"]).not.toMatch(/notifications|push/);

    vi.stubEnv("NODE_ENV", "development");
    expect((await rules())("/:path*")["Strict-Transport-Security"]).toBeUndefined();
  });

  it("API responses may not load or be framed by anything", async () => {
    expect((await rules())("/api/:path*")["Content-Security-Policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it("the build type-checks (typescript.ignoreBuildErrors is off)", () => {
    expect(nextConfig.typescript?.ignoreBuildErrors).not.toBe(true);
  });
});
