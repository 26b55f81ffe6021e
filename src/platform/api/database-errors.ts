import type { TRPCError } from "@trpc/server";
import type { MessageKey } from "~/lib/messages";
import { AppError } from "~/platform/errors";

/**
 * What a database failure means to the client. A service validates what it can, but the database has the last
 * word (a foreign key to a school that does not exist, a value PostgreSQL refuses, a lost connection): those are
 * the caller's mistake (4xx) or a temporary outage (503 'Operation failed. Please try again later.'), never a 500.
 * Only what is left — a bug — stays INTERNAL_SERVER_ERROR.
 */
type Verdict = { code: TRPCError["code"]; key: MessageKey };

const NOT_FOUND: Verdict = { code: "NOT_FOUND", key: "errors.notFound" };
const BAD_INPUT: Verdict = { code: "BAD_REQUEST", key: "validation.checkInput" };
const CONFLICT: Verdict = { code: "CONFLICT", key: "errors.operationFailed" };
const UNAVAILABLE: Verdict = { code: "SERVICE_UNAVAILABLE", key: "errors.operationFailed" };

/** Prisma's own codes (https://www.prisma.io/docs/orm/reference/error-reference). */
const PRISMA_CODES: Record<string, Verdict> = {
  P2025: NOT_FOUND,
  P2003: NOT_FOUND,
  P2002: CONFLICT,
  P2034: CONFLICT,
  P2000: BAD_INPUT,
  P2006: BAD_INPUT,
  P2007: BAD_INPUT,
  P2009: BAD_INPUT,
  P2020: BAD_INPUT,
  P2023: BAD_INPUT,
  // a value the driver cannot send (e.g. a NUL byte in a string parsed after the middleware's check)
  P2039: BAD_INPUT,
  P1001: UNAVAILABLE,
  P1002: UNAVAILABLE,
  P1008: UNAVAILABLE,
  P1017: UNAVAILABLE,
  P2024: UNAVAILABLE,
};

/** Driver adapter kinds (@prisma/driver-adapter-utils). */
const ADAPTER_KINDS: Record<string, Verdict> = {
  ForeignKeyConstraintViolation: NOT_FOUND,
  UniqueConstraintViolation: CONFLICT,
  TransactionWriteConflict: CONFLICT,
  NullConstraintViolation: BAD_INPUT,
  LengthMismatch: BAD_INPUT,
  ValueOutOfRange: BAD_INPUT,
  InvalidInputValue: BAD_INPUT,
  DatabaseNotReachable: UNAVAILABLE,
  ConnectionClosed: UNAVAILABLE,
  TooManyConnections: UNAVAILABLE,
  SocketTimeout: UNAVAILABLE,
  DatabaseDoesNotExist: UNAVAILABLE,
  TransactionAlreadyClosed: UNAVAILABLE,
};

/** PostgreSQL SQLSTATE classes and codes. */
function sqlState(code: string): Verdict | null {
  if (code === "23503") return NOT_FOUND;
  if (code === "23505" || code === "40001" || code === "40P01") return CONFLICT;
  // 22xxx data exceptions (NUL byte 22021, too long 22001, out of range 22003…), 54000 index row too large
  if (code.startsWith("22") || code === "54000" || code === "23502" || code === "23514") return BAD_INPUT;
  // 08 connection exceptions, 57P01–57P03 shutdown / cannot connect now, 53 insufficient resources
  if (code.startsWith("08") || code.startsWith("57P") || code.startsWith("53")) return UNAVAILABLE;
  return null;
}

const NETWORK =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection terminated|Can't reach database|connection is closed|Client has encountered a connection error/i;

function verdictOf(error: unknown, depth = 0): Verdict | null {
  if (!error || typeof error !== "object" || depth > 6) return null;
  const e = error as {
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof e.code === "string") {
    const found = PRISMA_CODES[e.code] ?? (/^[0-9A-Z]{5}$/.test(e.code) ? sqlState(e.code) : null);
    if (found) return found;
    if (/^E[A-Z]+$/.test(e.code) && NETWORK.test(e.code)) return UNAVAILABLE;
  }
  if (typeof e.kind === "string") {
    if (e.kind === "postgres" && typeof e.code === "string") return sqlState(e.code);
    if (ADAPTER_KINDS[e.kind]) return ADAPTER_KINDS[e.kind]!;
  }
  if (typeof e.originalCode === "string") {
    const found = sqlState(e.originalCode);
    if (found) return found;
  }
  if (e.name === "PrismaClientInitializationError") return UNAVAILABLE;
  if (typeof e.message === "string" && NETWORK.test(e.message)) return UNAVAILABLE;
  return verdictOf(e.cause, depth + 1);
}

/** The client-facing error for a database failure, or null when it is not one (let it be a 500 and be logged). */
export function databaseError(error: unknown): AppError | null {
  const verdict = verdictOf(error);
  return verdict
    ? new AppError(verdict.code, verdict.key, undefined, error instanceof Error ? error : undefined)
    : null;
}
