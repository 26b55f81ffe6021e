import { afterAll, describe, expect, it } from "vitest";
import { PageCache, TTL_MS } from "./page-cache.mjs";
import { sharePageCacheClears } from "./page-cache-peers.mjs";

/**
 * Two instances on one PostgreSQL (issue 35): a write through one empties the other's page cache within a second
 * (it was served stale for ~29 s). Runs against the PostgreSQL the tests use; the embedded database has one instance.
 */
const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const quiet = { warn: () => {}, info: () => {} };
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const peer of opened) await peer.close();
});

const until = async (check: () => boolean, ms = 1_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
};

describe.skipIf(!url?.startsWith("postgres"))("the page caches of several instances", () => {
  it("a write through one instance drops the pages it names in the others' within a second, not its own twice", async () => {
    const a = new PageCache();
    const b = new PageCache();
    const dropped: unknown[] = [];
    const clear = b.clear.bind(b);
    b.clear = (tags?: string[]) => {
      dropped.push(tags);
      clear(tags);
    };
    const peerA = sharePageCacheClears(a, url, { log: quiet })!;
    const peerB = sharePageCacheClears(b, url, { log: quiet })!;
    opened.push(peerA, peerB);
    // not caching until it hears the others
    expect(b.ttlMs).toBeLessThan(0);
    await Promise.all([peerA.ready, peerB.ready]);
    expect(b.ttlMs).toBe(TTL_MS);
    const [genA, genB] = [a.generation, b.generation];
    dropped.length = 0;
    // two writes within the coalescing while: one notice with both's tags
    peerA.tell(["ad:cles", "board"]);
    peerA.tell(["school:lycee"]);
    const waited = await until(() => b.generation > genB);
    expect(waited).toBeLessThan(1_000);
    expect(dropped).toEqual([["ad:cles", "board", "school:lycee"]]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.generation).toBe(genA);
  });

  it("an instance that cannot hear the others does not cache", async () => {
    const lonely = new PageCache();
    const peer = sharePageCacheClears(lonely, "postgresql://postgres@127.0.0.1:1/none", {
      log: quiet,
      retryMs: 60_000,
    })!;
    opened.push(peer);
    await peer.ready;
    expect(peer.listening).toBe(false);
    expect(lonely.ttlMs).toBeLessThan(0);
  });

  it("the embedded database has nothing to share", () => {
    expect(sharePageCacheClears(new PageCache(), undefined)).toBeNull();
    expect(sharePageCacheClears(new PageCache(), "file:.data/pglite")).toBeNull();
  });
});
