import type { ClientMessage } from "./server";

/**
 * The browser's message catalogue as a file of its own (`/api/messages/{locale}-{audience}-{hash}.js`), named by its
 * content and cached for a year: a signed-in page carried the same ~89 kB of messages in its React payload on every
 * request, serialized by the server each time (issue 35, docs/results-day.md). The root layout names the file in a
 * <script> of the page's head; the file puts the messages in `self.__WASLA_MESSAGES__[name]`.
 *
 * Providers (a client component) reads them here with `use(catalogue(name))`: in the browser from that global (or, if
 * the file has not run yet, by waiting for it — React suspends the hydration, the server's HTML stays on screen);
 * during the server's HTML render from the registry the layout filled (the same process renders both), so nothing
 * crosses React's payload.
 */
type Catalogue = Record<string, ClientMessage>;

declare global {
  var __WASLA_MESSAGES__: Record<string, Catalogue> | undefined;
  var __WASLA_SERVER_MESSAGES__: Map<string, Catalogue> | undefined;
}

/** The file's address, for the page's <script> and for loading it later. */
export const catalogueUrl = (name: string) => `/api/messages/${name}`;

/** On the server: the catalogue the layout named, for the HTML render of the client components. */
export function registerCatalogue(name: string, messages: Catalogue): void {
  (globalThis.__WASLA_SERVER_MESSAGES__ ??= new Map()).set(name, messages);
}

/** The catalogue if it is here already (the server's registry, or the browser's file has run). */
export function catalogueNow(name: string): Catalogue | undefined {
  if (typeof window === "undefined") return globalThis.__WASLA_SERVER_MESSAGES__?.get(name);
  return globalThis.__WASLA_MESSAGES__?.[name];
}

/** A promise React's `use` reads without waiting when it is settled (React looks at `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

const loading = new Map<string, Tracked<Catalogue>>();

/**
 * The catalogue for `use()`: already settled when it is here (the server's registry, the browser's file has run), else
 * settled when its file has run — the page's own <script>, or one added now (another language's page reached without
 * reloading). Always the same promise for a name, and always read through `use`, so the component's hooks keep
 * their order whether it waited or not.
 */
export function catalogue(name: string): Promise<Catalogue> {
  let promise = loading.get(name);
  if (!promise) {
    const now = catalogueNow(name);
    if (!now && typeof window === "undefined")
      throw new Error(`[wasla] messages ${name} were not registered (catalogueName)`);
    promise = now ? settled(now) : load(name);
    // the server's render keeps none: the registry is its cache
    if (typeof window !== "undefined") loading.set(name, promise);
  }
  return promise;
}

function load(name: string): Tracked<Catalogue> {
  const promise: Tracked<Catalogue> = new Promise<Catalogue>((resolve, reject) => {
    const failed = () => reject(new Error(`[wasla] messages ${name} did not load`));
    const done = () => {
      const messages = catalogueNow(name);
      if (messages) resolve(messages);
      else failed();
    };
    const src = catalogueUrl(name);
    let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = src;
      document.head.append(script);
    }
    script.addEventListener("load", done, { once: true });
    script.addEventListener("error", failed, { once: true });
    // it may have run between the first look and now
    if (catalogueNow(name)) done();
  });
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}
