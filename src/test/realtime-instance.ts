// Another app instance, in a process of its own, for src/platform/realtime/realtime.test.ts: its own database client
// and its own hub (its own LISTEN connection) on the same PostgreSQL database; it prints each unread count of one
// user's live stream as a line. Usage: tsx src/test/realtime-instance.ts <database url> <user id>
import { createDb } from "~/platform/db";
import { RealtimeHub } from "~/platform/realtime/hub";
import { postgresSource } from "~/platform/realtime/sources";
import { unreadCounts } from "~/platform/realtime/unread";

const [url, userId] = process.argv.slice(2);
if (!url || !userId) throw new Error("usage: realtime-instance.ts <database url> <user id>");
const db = createDb({ databaseUrl: url });
const hub = new RealtimeHub(postgresSource(url));
const done = new AbortController();
process.stdin.on("end", () => done.abort());
process.stdin.resume();
for await (const count of unreadCounts(hub, db, userId, done.signal)) process.stdout.write(`${count}\n`);
await hub.close();
await db.$disconnect();
