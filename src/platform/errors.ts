import { TRPCError } from "@trpc/server";
import type { MessageKey, MessageRef, MessageValues } from "~/lib/messages";

/** Field-level problems found by a service (e.g. an e-mail already in use), shown inline like zod's. */
export class FieldErrors extends Error {
  constructor(readonly fields: Record<string, MessageRef>) {
    super("validation.checkInput");
  }
}

/** A domain error whose message is a locale key; the error formatter sends the key and its values to the client. */
export class AppError extends TRPCError {
  readonly values?: MessageValues;
  constructor(code: TRPCError["code"], key: MessageKey, values?: MessageValues, cause?: Error) {
    super({ code, message: key, cause });
    this.values = values;
  }
}

export const forbidden = (key: MessageKey = "errors.forbidden") => new AppError("FORBIDDEN", key);
export const notFound = () => new AppError("NOT_FOUND", "errors.notFound");
export const fieldError = (field: string, key: MessageKey, values?: MessageValues) =>
  new AppError("BAD_REQUEST", "validation.checkInput", undefined, new FieldErrors({ [field]: { key, values } }));
