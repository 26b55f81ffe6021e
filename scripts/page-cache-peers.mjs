// Several instances on one PostgreSQL (issue 35): an ad a moderator hides through one instance must leave every
// instance's page cache at once, not after its 30 s. Each instance LISTENs on one channel; the public pages a write
// changed (their tags, page-cache.mjs) are NOTIFYed to the others (coalesced: one notice per 50 ms at most, with
// every tag of that while), which drop those pages. While the connection is down, the cache is not used at all (an
// instance that cannot hear the others must not serve what they changed), and it reconnects every few seconds. The
// embedded database has one instance: nothing to share.
import { randomUUID } from "node:crypto";
import { clearTimeout, setTimeout } from "node:timers";
import pg from "pg";
import { ALL_PAGES } from "./page-cache.mjs";

export const CHANNEL = "wasla_page_cache";
/** NOTIFY's payload must stay under 8,000 bytes: more tags than that drop every page. */
const MAX_PAYLOAD = 7_000;

/** The notice's tags: `{ from, tags }`; anything else (an instance of an earlier version sends its id) drops every page. */
function noticeOf(payload) {
  try {
    const notice = JSON.parse(payload);
    if (
      typeof notice?.from === "string" &&
      Array.isArray(notice.tags) &&
      notice.tags.every((tag) => typeof tag === "string")
    )
      return notice;
  } catch {
    // an earlier version's notice
  }
  return { from: payload, tags: [ALL_PAGES] };
}

/**
 * @param {import("./page-cache.mjs").PageCache} pageCache
 * @param {string | undefined} databaseUrl
 * @param {{ log?: { warn: Function, info: Function }, retryMs?: number, coalesceMs?: number }} [options]
 */
export function sharePageCacheClears(pageCache, databaseUrl, { log = console, retryMs = 3_000, coalesceMs = 50 } = {}) {
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) return null;
  const me = randomUUID();
  /** @type {pg.Client | null} */
  let client = null;
  let listening = false;
  let closed = false;
  let pending = null;
  /** the tags told since the last notice */
  const told = new Set();
  const ttlMs = pageCache.ttlMs;

  const deaf = () => {
    listening = false;
    pageCache.ttlMs = -1;
    pageCache.clear();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: "wasla-page-cache" });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL) return;
      const notice = noticeOf(message.payload ?? "");
      if (notice.from !== me) pageCache.clear(notice.tags);
    });
    next.on("error", (error) =>
      log.warn({ err: error }, "page cache: lost the other instances' notices; not caching until back"),
    );
    next.on("end", () => {
      if (client !== next) return;
      client = null;
      deaf();
      if (!closed) setTimeout(connect, retryMs).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      listening = true;
      pageCache.ttlMs = ttlMs;
    } catch (error) {
      log.warn({ err: error }, "page cache: cannot hear the other instances yet; not caching until then");
      deaf();
      await next.end().catch(() => {});
      if (!closed) setTimeout(connect, retryMs).unref();
    }
  };

  deaf();
  const ready = connect();

  return {
    ready,
    get listening() {
      return listening;
    },
    /** A write of this instance changed the pages of these tags: the others drop them (this one already did). */
    tell(tags = [ALL_PAGES]) {
      if (!client) return;
      for (const tag of tags) told.add(tag);
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        let payload = JSON.stringify({ from: me, tags: [...told] });
        if (payload.length > MAX_PAYLOAD || told.has(ALL_PAGES))
          payload = JSON.stringify({ from: me, tags: [ALL_PAGES] });
        told.clear();
        client
          ?.query("SELECT pg_notify($1, $2)", [CHANNEL, payload])
          .catch((error) => log.warn({ err: error }, "page cache: notice not sent"));
      }, coalesceMs);
    },
    async close() {
      closed = true;
      if (pending) clearTimeout(pending);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
