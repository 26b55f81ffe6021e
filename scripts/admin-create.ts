// npm run admin:create -- --email you@example.com --name "Your Name"
// Creates the first Super Admin of an installation (refused once one exists). The password is read from the
// terminal without echo, or from the WASLA_ADMIN_PASSWORD variable when there is no terminal (then unset it).
import { createInterface } from "node:readline";
import { loadDotEnv } from "./load-env";

loadDotEnv();
const { db } = await import("~/platform/db");
const { createFirstSuperAdmin } = await import("~/seed/seed");
const { PASSWORD_MIN_LENGTH } = await import("~/lib/validation");

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const email = arg("email");
const name = arg("name") ?? "Super Admin";
if (!email || !email.includes("@")) {
  console.error('usage: npm run admin:create -- --email you@example.com [--name "Your Name"]');
  process.exit(1);
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) =>
      write(s.startsWith(question) ? s : "");
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

let password = process.env.WASLA_ADMIN_PASSWORD ?? "";
if (!password && process.stdin.isTTY) {
  password = await askHidden("Password: ");
  if ((await askHidden("Password again: ")) !== password) {
    console.error("The two passwords differ.");
    process.exit(1);
  }
}
if (password.length < PASSWORD_MIN_LENGTH) {
  console.error(
    `A password of at least ${PASSWORD_MIN_LENGTH} characters is required (terminal prompt or WASLA_ADMIN_PASSWORD).`,
  );
  process.exit(1);
}

const created = await createFirstSuperAdmin(db, { name, email, password });
await db.$disconnect();
await (await import("~/platform/redis")).closeSharedRedis();
if (!created) {
  console.error("A Super Admin already exists: sign in as them and grant roles from /users.");
  process.exit(1);
}
console.log(`Super Admin ${email} created. Sign in at /login.`);
