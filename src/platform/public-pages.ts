import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a public page shows, named as the page cache names its pages (scripts/page-cache.mjs, pageTagsOf): a visitor
 * who is not signed in sees the board, an ad, a category, a member's and a school's page as every other visitor,
 * and the production server keeps them up to 30 s. A write that changes what one of them shows says so here, with
 * the tags it changed; only those pages are dropped, on every instance. A write that says nothing (a grade, a read
 * receipt, a message: nothing public) drops nothing.
 *
 * - `board`: every list of ads — the board and its searches, the categories, a member's page (their ads);
 * - `ads`: every ad's page (what each shows of something shared: a category's name, a member's name or photo);
 * - `ad:{slug}`: one ad's page (the ad, its photos, likes, comments, claims' outcome);
 * - `member:{slug}`: one member's page;
 * - `school:{slug}`: one school's page (its public fields, public events, main-page resources).
 */
export type PublicPageTag = "board" | "ads" | `ad:${string}` | `member:${string}` | `school:${string}`;

/** An ad changed: its page, and the lists that may show it. */
export const adPages = (...slugs: string[]): PublicPageTag[] => [
  "board",
  ...slugs.map((slug) => `ad:${slug}` as const),
];

/** A person's name or photo: their member page (a list, `board`) and every ad's page (a poster's or a comment's). */
export const PERSON_PAGES: PublicPageTag[] = ["board", "ads"];

/** The hook scripts/server.mjs installs (PUBLIC_PAGES_HOOK in page-cache.mjs); absent under `next dev` and in tests. */
interface PublicPagesHook {
  changed(tags: string[]): void;
}
const HOOK = "__waslaPublicPages";
const shared = globalThis as unknown as {
  [HOOK]?: PublicPagesHook;
  __waslaPublicPageBatches?: AsyncLocalStorage<Set<string>>;
};
// one store for the process: Next bundles this module more than once (route handlers, pages, instrumentation)
const batches = (shared.__waslaPublicPageBatches ??= new AsyncLocalStorage<Set<string>>());

function tell(tags: readonly string[]) {
  if (!tags.length) return;
  try {
    shared[HOOK]?.changed([...tags]);
  } catch {
    // the cache's trouble is not the write's: the pages expire within 30 s
  }
}

/**
 * These public pages changed. Inside an action (`afterPublicPageChanges`, every tRPC mutation) they are dropped once
 * the action is over, after its transaction committed, so a visitor cannot get the old page kept again meanwhile;
 * elsewhere (a job) at once — call it after the commit.
 */
export function publicPagesChanged(tags: readonly PublicPageTag[]): void {
  const batch = batches.getStore();
  if (batch) for (const tag of tags) batch.add(tag);
  else tell(tags);
}

/** Runs an action, then drops the public pages it said it changed (whether it succeeded or not: what it wrote before failing too). */
export async function afterPublicPageChanges<T>(action: () => Promise<T>): Promise<T> {
  const batch = new Set<string>();
  try {
    return await batches.run(batch, action);
  } finally {
    tell([...batch]);
  }
}

/** Tests: the hook the server would install (null removes it). */
export function setPublicPagesHook(hook: PublicPagesHook | null): void {
  if (hook) shared[HOOK] = hook;
  else delete shared[HOOK];
}
