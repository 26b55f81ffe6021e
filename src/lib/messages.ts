import type en from "../../locales/en.json";

/** A key of locales/*.json: every user-facing sentence goes through one. */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** A translatable message: what the server sends, what forms show. */
export interface MessageRef {
  key: MessageKey;
  values?: MessageValues;
}
