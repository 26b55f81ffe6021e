// The contrib extensions every embedded database is opened with, so the migrations' CREATE EXTENSION finds them and
// a database that has them is read back with them (the app, its thread, tests, backups, the bench, the schema diff).
// Plain JavaScript: the database's own thread (pglite-worker.mjs) imports it too.
// pg_trgm: the board's matching of lost against found ads (trigram similarity, GIN index; docs/board-matching.md).
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm };
