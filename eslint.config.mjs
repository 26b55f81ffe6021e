import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { readdirSync, statSync } from "node:fs";

/**
 * The house's boundaries (issue 49, docs/architecture.md): a module reaches another only through its entry — `index.ts`
 * (its server API) or `client.ts` (its browser-safe surface: pure rules, schemas, lent components); a screen (ui/)
 * never value-imports server code (a module's server/ or index.ts); the platform never reaches inside a module. Tests,
 * the matrix's rows, the seed and the root router may reach inside (they exercise or assemble everything).
 */
const MODULES = readdirSync("src/modules").filter((name) => statSync(`src/modules/${name}`).isDirectory());
const TEST_CODE = ["**/*.test.ts", "**/*.test.tsx", "**/authorization.rows.ts"];
const intoModules = (own) => ({
  regex: `^~/modules/(?!${own ? `${own}(/|$)` : "$"})[^/]+/(?!client$).+`,
  message:
    "Another module is reached only through its index.ts (server) or client.ts (browser-safe): add what you need to its entry.",
});
const SERVER_FROM_UI = [
  {
    regex: "^~/modules/[^/]+$",
    allowTypeImports: true,
    message:
      "A screen never imports a module's server API (index.ts): read through the procedures (api() or the tRPC client), or import its client.ts.",
  },
  {
    regex: "^(~/modules/[^/]+/|(\\.\\./)+)server(/|$)",
    allowTypeImports: true,
    message: "A screen never imports server code: read through the procedures.",
  },
];
const boundaries = (patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "src/platform/db/generated/**",
      "tools/**",
      ".data/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "~/platform/db/generated/client", importNames: ["PrismaClient"], message: "Use ~/platform/db." },
            // every limiter comes from createLimits, so none escapes Redis when it is set (issue 27)
            {
              name: "rate-limiter-flexible",
              message:
                "Add the limit to createLimits in ~/platform/rate-limit: a limiter built elsewhere would not be shared through Redis.",
            },
          ],
        },
      ],
    },
  },
  ...MODULES.flatMap((m) => [
    {
      files: [`src/modules/${m}/**/*.{ts,tsx}`],
      ignores: [...TEST_CODE, `src/modules/${m}/ui/**`],
      rules: boundaries([intoModules(m)]),
    },
    {
      files: [`src/modules/${m}/ui/**/*.{ts,tsx}`],
      ignores: TEST_CODE,
      rules: boundaries([intoModules(m), ...SERVER_FROM_UI]),
    },
  ]),
  { files: ["src/ui/**/*.{ts,tsx}"], ignores: TEST_CODE, rules: boundaries([intoModules(null), ...SERVER_FROM_UI]) },
  {
    files: ["src/platform/**/*.{ts,tsx,mjs}", "src/lib/**/*.{ts,tsx}"],
    ignores: TEST_CODE,
    rules: boundaries([intoModules(null)]),
  },
  {
    // the one place limiters are made
    files: ["src/platform/rate-limit.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "~/platform/db/generated/client", importNames: ["PrismaClient"], message: "Use ~/platform/db." },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { globals: { module: "writable", require: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // the service worker: a plain script run by the browser
    files: ["public/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: {
        self: "readonly",
        caches: "readonly",
        fetch: "readonly",
        URL: "readonly",
        Request: "readonly",
        Response: "readonly",
      },
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.mjs", "prisma/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
