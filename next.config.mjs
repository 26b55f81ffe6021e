import { execSync } from "node:child_process";
import { API_CONTENT_SECURITY_POLICY, commonSecurityHeaders } from "./src/platform/http/security-headers.mjs";

/** A build id that changes with every deployment, so open tabs can notice a new version (see NewVersionWatcher). */
function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return (
      execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim() +
      "-" +
      Date.now().toString(36)
    );
  } catch {
    return Date.now().toString(36);
  }
}

const id = buildId();

/** @type {import('next').NextConfig} */
const nextConfig = {
  generateBuildId: () => id,
  env: { NEXT_PUBLIC_BUILD_ID: id },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg", "playwright-core"],
  turbopack: {
    resolveAlias: {
      // the browser validates Algerian numbers only (0.3 kB of metadata instead of 83 kB); the server knows every
      // country and judges the rest (src/lib/validation.ts)
      "libphonenumber-js/metadata.min.json": { browser: "./src/lib/phone-metadata-dz.json" },
      // the browser gets its messages already parsed (src/i18n/server.ts, clientMessages): no ICU parser there
      "@formatjs/icu-messageformat-parser": { browser: "@formatjs/icu-messageformat-parser/no-parser.js" },
      // zod's JSON Schema export (~5 kB gzip on every form page): the browser never makes JSON Schema; the stubs
      // throw if it ever tried (src/lib/zod-browser). zod imports them by these relative names only.
      "../core/json-schema-processors.js": { browser: "./src/lib/zod-browser/json-schema-processors.js" },
      "./json-schema-processors.js": { browser: "./src/lib/zod-browser/json-schema-processors.js" },
      "../core/to-json-schema.js": { browser: "./src/lib/zod-browser/to-json-schema.js" },
      "./to-json-schema.js": { browser: "./src/lib/zod-browser/to-json-schema.js" },
    },
  },
  experimental: {
    authInterrupts: true,
    optimizePackageImports: ["@mantine/core", "@mantine/hooks"],
  },
  poweredByHeader: false,
  // npm test builds with browser source maps, so its bundle budget step can name the modules of a route over
  // budget; other builds ship none (every chunk would carry a comment, and the sources would be public)
  productionBrowserSourceMaps: process.env.WASLA_BROWSER_SOURCE_MAPS === "1",
  // pages get their Content-Security-Policy (with a nonce) from src/proxy.ts
  async headers() {
    return [
      { source: "/:path*", headers: commonSecurityHeaders({ production: process.env.NODE_ENV === "production" }) },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
  images: { unoptimized: true },
};

export default nextConfig;
