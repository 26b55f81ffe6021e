import { spawn } from "node:child_process";
import { once } from "node:events";
import { Agent, request } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A deploy's restart: the server takes SIGTERM even when a library (Playwright, for the PDFs) registered its own
// SIGTERM listener — which removes Node's default exit — finishes the request under way, and exits within 10 s
// although a browser keeps a connection alive.
const CHILD = `
import { createServer } from "node:http";
import { closeOnSignals } from ${JSON.stringify(path.resolve("scripts/shutdown.mjs"))};
process.on("SIGTERM", () => {}); // what Playwright does when it launches a browser
const server = createServer((req, res) => setTimeout(() => res.end("done"), req.url === "/slow" ? 1500 : 0));
server.keepAliveTimeout = 65_000;
closeOnSignals(server, { log: () => {} });
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

const get = (port: number, pathname: string, agent: Agent) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: pathname, agent }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });

describe("SIGTERM", () => {
  it("drains the request under way and exits within 10 s, kept-alive connections and a foreign SIGTERM listener notwithstanding", async () => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", CHILD], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
    const port = Number(chunk.toString().trim());
    const agent = new Agent({ keepAlive: true });
    // an idle kept-alive connection, then a request still being answered when the signal comes
    expect((await get(port, "/", agent)).body).toBe("done");
    const slow = get(port, "/slow", agent);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    child.kill("SIGTERM");
    expect(await slow).toEqual({ status: 200, body: "done" });
    const [code] = (await once(child, "exit")) as [number];
    const seconds = (Date.now() - started) / 1000;
    console.info(`[shutdown] exited ${seconds.toFixed(2)} s after SIGTERM, the request under way answered`);
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(10);
    agent.destroy();
  }, 20_000);
});
