import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { answerOf, listening } from "./http-answer";
import { NextResponse } from "next/server";
import { guardRequest, NEXT_INTERNAL_HEADER, pathDecodes, withoutBadCallbackUrl } from "./request-guard.mjs";

// In front of a stand-in for Next that decodes the path as Next does (a URIError there was a 500) and sets its
// internal rewrite header, wrapped as scripts/server.mjs wraps Next.
const server = createServer((req, res) => {
  if (guardRequest(req, res)) return;
  try {
    decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    res.statusCode = 500;
    res.end("Internal Server Error");
    return;
  }
  res.setHeader("x-middleware-rewrite", "/fr");
  res.setHeader("x-cookie-seen", req.headers.cookie ?? "");
  res.writeHead(200, { "content-type": "text/plain", "x-middleware-next": "1" });
  res.end("ok");
});
const test = listening(server);

const MALFORMED = [
  "/%",
  "/%E0%A4%A",
  "/admin/ads/%E0%A4%A",
  "/api/trpc/%E0%A4%A",
  "/api/trpc/ads.list,%E0",
  "/%zz",
  "/a%2",
  "/_next/static/%",
  "/_next/static/chunks/%E0%A4.js",
  "/api/resources/%C0%AF/file",
  "/fr/old/annonces/%ED%A0%80",
  "/ar/%FF",
  "/%%30",
  "/media/%C3",
  "/api/payments/%/receipt",
  "/old/annonces/x%",
];
const FINE = [
  "/",
  "/fr",
  "/fr/old/annonces/t%C3%A9l%C3%A9phone",
  "/ar/%D8%A7",
  "/api/trpc/ads.list?input=%E0",
  "/fr?q=%",
  "/%2F",
  "/%00",
];

describe("malformed paths", () => {
  it.each(MALFORMED)("%s answers 400, not 500", async (path) => {
    expect(pathDecodes(path)).toBe(false);
    const answer = await answerOf(test.url() + path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/mal formée.*Malformed.*عنوان/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(FINE)("%s reaches Next", async (path) => {
    expect(pathDecodes(path)).toBe(true);
    expect((await answerOf(test.url() + path)).status).toBe(200);
  });
});

describe("Next's internal headers", () => {
  it("never leave the server (x-middleware-rewrite on /)", async () => {
    const answer = await answerOf(`${test.url()}/`);
    expect(Object.keys(answer.headers).filter((name) => name.startsWith("x-middleware"))).toEqual([]);
    expect(answer.headers["content-type"]).toBe("text/plain");
  });

  it("are every header Next's proxy answers set, but a redirect's location (read from next/server)", () => {
    const answers = [
      NextResponse.rewrite(new URL("http://x/fr")),
      NextResponse.next(),
      NextResponse.next({ request: { headers: new Headers({ "x-wasla-locale": "fr" }) } }),
      NextResponse.redirect(new URL("http://x/fr")),
    ];
    const names = answers.flatMap((answer) => [...answer.headers.keys()]).filter((name) => name !== "location");
    expect(names).toContain("x-middleware-rewrite");
    for (const name of names) expect(name).toMatch(NEXT_INTERNAL_HEADER);
  });
});

describe("next-auth's callback-url cookie", () => {
  it.each([
    ["next-auth.callback-url=http://%; wasla-locale=ar", "wasla-locale=ar"],
    ["next-auth.callback-url=http%3A%2F%2F%25", null],
    ["__Secure-next-auth.callback-url=%E0%A4%A; a=1", "a=1"],
    ["next-auth.callback-url=javascript%3Aalert(1)", null],
    ["next-auth.callback-url=%2Ffr%2Fprofil; a=1", "next-auth.callback-url=%2Ffr%2Fprofil; a=1"],
    [
      "next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2Far",
      "next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2Far",
    ],
    ["a=1; b=2", "a=1; b=2"],
  ])("%s → %s", (header, expected) => expect(withoutBadCallbackUrl(header)).toBe(expected));

  it("a malformed one never reaches Next; the others do", async () => {
    const answer = await answerOf(`${test.url()}/fr`, { cookie: "next-auth.callback-url=http://%; wasla-locale=ar" });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-cookie-seen"]).toBe("wasla-locale=ar");
  });
});
