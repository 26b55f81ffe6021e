import { env } from "~/env";
import { logger } from "~/platform/logger.mjs";

/**
 * The header scripts/server.mjs (our `npm start`) sets to the TCP peer's address on every request, after removing
 * whatever a client sent under that name. Next's route handlers do not expose the socket, and Next only fills
 * X-Forwarded-For when the client sent none, so without this header the peer cannot be told from a forged hop.
 */
export const SOCKET_ADDRESS_HEADER = "x-wasla-socket-address";
/** Set (to "1") by scripts/server.mjs only: the header above is then ours, not the client's. */
export const SOCKET_ADDRESS_MARKER = "WASLA_SOCKET_ADDRESS_HEADER";
/** Every request without a trustworthy address shares this bucket (safe for limits, strict for users). */
export const UNKNOWN_CLIENT = "unknown-client";

type HeaderReader = (name: string) => string | string[] | null | undefined;

export interface ClientIpOptions {
  /** Reverse proxies in front of the app, each appending the address it saw to X-Forwarded-For. */
  trustedProxyHops: number;
  /** Whether SOCKET_ADDRESS_HEADER was set by our own server. */
  socketHeaderTrusted: boolean;
}

const defaults = (): ClientIpOptions => ({
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  socketHeaderTrusted: process.env[SOCKET_ADDRESS_MARKER] === "1",
});

let warned = false;

/**
 * The client address for rate limits. The chain is X-Forwarded-For followed by the socket's peer; the right-most
 * `trustedProxyHops` entries were written by our proxies, so the client is the entry just left of them. Anything
 * further left was written by the client and is ignored. With 0 hops only the socket counts.
 */
export function clientIp(header: HeaderReader, options: ClientIpOptions = defaults()): string {
  const all = (name: string) => {
    const value = header(name);
    return (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(",")).map((v) => v.trim());
  };
  const socket = options.socketHeaderTrusted ? all(SOCKET_ADDRESS_HEADER).at(-1) : undefined;
  const hops = options.trustedProxyHops;
  if (hops === 0) return socket || unknown();
  // without the socket, the nearest proxy's own entry is X-Forwarded-For's last one: the client is `hops` from the end
  const chain = socket ? [...all("x-forwarded-for"), socket] : all("x-forwarded-for");
  const index = chain.length - 1 - (socket ? hops : hops - 1);
  return chain[Math.max(0, index)] || unknown();
}

function unknown() {
  if (!warned && env.NODE_ENV === "production") {
    warned = true;
    logger.warn(
      `client address: no trustworthy client address (TRUSTED_PROXY_HOPS=${env.TRUSTED_PROXY_HOPS}, started without scripts/server.mjs?): every client shares one rate-limit bucket`,
    );
  }
  return UNKNOWN_CLIENT;
}
