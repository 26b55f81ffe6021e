#!/usr/bin/env python3
"""
Issue 49's move: every file of src/ to its module (src/modules/<domain>/), the platform (src/platform/), the shared
kit (src/ui/) or where it stays, by the ordered rules below; every import specifier that names a moved file is
rewritten (the `~/` alias stays an alias, a relative import stays relative unless it would climb more than two
folders), and every path written in docs, comments and configs follows. Deterministic and re-runnable on a tree
that has new files in old places: the rules are by folder.

  python3 scripts/codemods/modules.py --dry-run   # print the moves and the cross-module imports
  python3 scripts/codemods/modules.py             # git mv + rewrite
"""
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

ROOT = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True).stdout.strip()
os.chdir(ROOT)
DRY = "--dry-run" in sys.argv

ROUTER_MODULE = {
    "account": "account", "auth": "account",
    "school": "school", "school-years": "school", "levels": "school", "subjects": "school", "classes": "school",
    "people": "school", "invitations": "school", "dashboard": "school", "reference": "school",
    "users": "users", "roles": "users",
    "timetable": "teaching", "textbook": "teaching", "homework": "teaching", "absences": "teaching",
    "evaluations": "grades", "gradebook": "grades", "report-cards": "grades", "year-end": "grades", "marks": "grades",
    "notifications": "notify", "sms": "notify", "brief": "notify",
    "messages": "messages", "circulars": "circulars", "meetings": "meetings", "family": "family",
    "warnings": "warnings", "privacy": "privacy", "documents": "documents", "verify": "documents",
    "resources": "resources", "payments": "payments", "events": "events", "moderation": "moderation",
    "ads": "ads", "comments": "ads", "reports": "ads",
}

SERVICE_MODULE = {
    "account": "account", "auth": "account", "ads": "ads", "brief": "notify", "circulars": "circulars",
    "documents": "documents", "events": "events", "family": "family", "grades": "grades", "meetings": "meetings",
    "messages": "messages", "moderation": "moderation", "notify": "notify", "sms": "notify", "payments": "payments",
    "privacy": "privacy", "resources": "resources", "roles": "users", "users": "users", "school": "school",
    "school-life": "school", "teaching": "teaching", "warnings": "warnings",
}

# src/server/<folder> that belongs to a domain (its jobs and clients)
SERVER_DOMAIN = {
    "board": "ads", "brief": "notify", "documents": "documents", "grades": "grades", "meetings": "meetings",
    "payments": "payments", "privacy": "privacy",
}

LIB_DOMAIN = {
    "grades": "grades", "teaching": "teaching", "payments": "payments", "notifications": "notify", "sms": "notify",
    "brief": "notify", "documents": "documents", "meetings": "meetings", "events": "events",
    "conversations": "messages", "privacy": "privacy", "warnings": "warnings", "board": "ads",
}

SCHEMA_MODULE = {
    "ads": "ads", "auth": "account", "circulars": "circulars", "documents": "documents", "events": "events",
    "family": "family", "grades": "grades", "meetings": "meetings", "messages": "messages", "moderation": "moderation",
    "notifications": "notify", "payments": "payments", "privacy": "privacy", "resources": "resources",
    "school-life": "school", "school-settings": "school", "school": "school", "teaching": "teaching", "users": "users",
}

CONSTANT_MODULE = {
    "ads": "ads", "auth": "account", "board": "ads", "circulars": "circulars", "events": "events", "grades": "grades",
    "meetings": "meetings", "messages": "messages", "moderation": "moderation", "notifications": "notify",
    "resources": "resources", "school": "school", "teaching": "teaching",
}

FEATURE_MODULE = {
    "ads": "ads", "auth": "account", "profile": "account", "circulars": "circulars", "documents": "documents",
    "events": "events", "family": "family", "grades": "grades", "meetings": "meetings", "messages": "messages",
    "moderation": "moderation", "notifications": "notify", "push": "notify", "payments": "payments",
    "privacy": "privacy", "resources": "resources", "roles": "users", "users": "users", "school": "school",
    "teaching": "teaching",
}
SHARED_UI = {"ui": "src/ui", "shell": "src/ui/shell", "forms": "src/ui/forms", "errors": "src/ui/errors"}

# the tests of the whole app's door (they import the root router and every module)
DOOR_TESTS = {
    "authorization-matrix.test.ts", "http-routes-matrix.test.ts", "fuzz.test.ts", "one-door.test.ts", "scope.test.ts",
    "unknown-school.test.ts", "served-files.test.ts", "upload-limits.test.ts", "unstorable-input.test.ts",
    "permissions.test.ts",
}


def files_in_groups(files, pattern):
    groups = defaultdict(list)
    for f in files:
        m = re.match(pattern, f)
        if m:
            groups[m.group(1)].append(f)
    return groups


# used by many modules: the shared kit (browser-safe), not one domain's
OVERRIDES = {
    "src/lib/teaching/time": "src/lib/school-time",
    "src/lib/payments/money": "src/lib/money",
    "src/features/teaching/format": "src/ui/format",
    "src/features/teaching/child-switch": "src/ui/child-switch",
    "src/features/grades/sheet-font": "src/ui/sheet-font",
    "src/features/documents/verify-stamp": "src/ui/verify-stamp",
    "src/server/documents/qr": "src/ui/verify-stamp-qr",
    "src/features/ads/use-communes": "src/ui/use-communes",
    "src/features/ads/photo-picker": "src/ui/photo-picker",
    "src/features/ads/copy-link": "src/ui/copy-link",
    # words of a notification: read by the services that send and the screens that show (pure)
    "src/features/notifications/describe": "src/modules/notify/domain/describe",
    # the login session is the platform's sign-in (the actor reads it on every request)
    "src/server/services/auth/login-sessions": "src/platform/auth/login-sessions",
}


def build_map(files):
    """old path -> new path for every tracked file under src/ that moves."""
    moves = {}
    schema_count = Counter(SCHEMA_MODULE.get(os.path.splitext(os.path.basename(f))[0].replace(".test", ""), "?")
                           for f in files if f.startswith("src/lib/schemas/") and not f.endswith(".test.ts"))
    constant_count = Counter(CONSTANT_MODULE.get(os.path.splitext(os.path.basename(f))[0], "?")
                             for f in files if f.startswith("src/lib/constants/"))
    for f in files:
        parts = f.split("/")
        new = None
        stem, dot, rest = f.partition(".")
        if stem in OVERRIDES:
            new = OVERRIDES[stem] + dot + rest
        elif f.startswith("src/server/api/routers/"):
            router, name = parts[4], "/".join(parts[5:])
            module = ROUTER_MODULE[router]
            new = f"src/modules/{module}/routers/{router}.ts" if name == "_router.ts" else f"src/modules/{module}/routers/{name}"
        elif f == "src/server/api/root.ts":
            new = "src/modules/root.ts"
        elif f.startswith("src/server/api/"):
            name = "/".join(parts[3:])
            door = name in DOOR_TESTS or re.match(r"authorization-matrix\.\d+\.test\.ts$", name)
            new = f"src/test/door/{name}" if door else f"src/platform/api/{name}"
        elif f.startswith("src/server/services/audit/"):
            new = f"src/platform/audit/{parts[-1]}"
        elif f.startswith("src/server/services/"):
            new = f"src/modules/{SERVICE_MODULE[parts[3]]}/server/{'/'.join(parts[4:])}"
        elif f.startswith("src/server/pdf/card-pdf"):
            new = f"src/modules/grades/server/{parts[-1]}"
        elif len(parts) > 3 and parts[1] == "server" and parts[2] in SERVER_DOMAIN:
            new = f"src/modules/{SERVER_DOMAIN[parts[2]]}/server/{'/'.join(parts[3:])}"
        elif f.startswith("src/server/seed/"):
            new = f"src/seed/{'/'.join(parts[3:])}"
        elif f.startswith("src/server/"):
            new = "src/platform/" + "/".join(parts[2:])
        elif f.startswith("src/lib/schemas/"):
            base = os.path.basename(f)
            stem = base.split(".")[0]
            module = SCHEMA_MODULE[stem]
            if schema_count[module] == 1:
                new = f"src/modules/{module}/{base.replace(stem, 'schemas', 1)}"
            else:
                new = f"src/modules/{module}/schemas/{base}"
        elif f.startswith("src/lib/constants/"):
            base = os.path.basename(f)
            stem = base.split(".")[0]
            module = CONSTANT_MODULE[stem]
            if constant_count[module] == 1:
                new = f"src/modules/{module}/domain/constants.ts"
            else:
                new = f"src/modules/{module}/domain/constants/{base}"
        elif len(parts) > 3 and parts[1] == "lib" and parts[2] in LIB_DOMAIN:
            new = f"src/modules/{LIB_DOMAIN[parts[2]]}/domain/{'/'.join(parts[3:])}"
        elif len(parts) > 3 and parts[1] == "features":
            if parts[2] in SHARED_UI:
                new = f"{SHARED_UI[parts[2]]}/{'/'.join(parts[3:])}"
            else:
                new = f"src/modules/{FEATURE_MODULE[parts[2]]}/ui/{'/'.join(parts[3:])}"
        elif f.startswith("src/trpc/"):
            new = "src/ui/trpc/" + "/".join(parts[2:])
        if new and new != f:
            moves[f] = new
    targets = Counter(moves.values())
    clashes = [t for t, n in targets.items() if n > 1]
    existing = set(files) - set(moves)
    clashes += [t for t in targets if t in existing]
    if clashes:
        sys.exit("clashes: " + ", ".join(sorted(clashes)))
    return moves


EXTS = ["", ".ts", ".tsx", ".mjs", ".js", ".json", ".css", ".d.ts"]
INDEX = ["/index.ts", "/index.tsx", "/index.mjs"]
SPEC = re.compile(
    r"""((?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+|\brequire\s*\(\s*|\bvi\.(?:mock|doMock|importActual|unmock)(?:<[^>]*>)?\s*\(\s*)(["']))([^"'\n]+)(\2)""",
    re.M,
)


def resolve(importer, spec, tracked):
    if spec.startswith("~/"):
        base = "src/" + spec[2:]
    elif spec.startswith("./") or spec.startswith("../"):
        base = os.path.normpath(os.path.join(os.path.dirname(importer), spec))
    else:
        return None, None
    for ext in EXTS:
        if base + ext in tracked:
            return base + ext, ("file", ext)
    for idx in INDEX:
        if base + idx in tracked:
            return base + idx, ("index", idx)
    return None, None


def new_spec(spec, how, new_importer, new_target):
    kind, ext = how
    target = new_target
    if kind == "index":
        target = new_target[: -len(ext)]
    elif ext:
        target = new_target[: -len(ext)] if new_target.endswith(ext) else new_target
    if spec.startswith("~/"):
        return "~/" + target[len("src/"):]
    rel = os.path.relpath(target, os.path.dirname(new_importer))
    if not rel.startswith("."):
        rel = "./" + rel
    if rel.startswith("../../../") and target.startswith("src/") and new_importer.startswith("src/"):
        return "~/" + target[len("src/"):]
    return rel


def module_of(path):
    m = re.match(r"src/modules/([^/]+)/", path)
    return m.group(1) if m else None


def main():
    tracked_list = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
    tracked = set(f for f in tracked_list if f)
    moves = build_map(sorted(f for f in tracked if f.startswith("src/")))
    mapped = lambda p: moves.get(p, p)  # noqa: E731
    code_files = [f for f in tracked if re.search(r"\.(ts|tsx|mjs|js|cjs|mts)$", f) and not f.startswith("tools/")
                  and "/generated/" not in f and not f.startswith("public/")]
    rewrites = {}
    barrels = defaultdict(lambda: defaultdict(set))  # (module, entry) -> target file -> {(name, is_type)}
    manual = []
    cross = Counter()
    unresolved = Counter()
    for f in code_files:
        text = open(f, encoding="utf-8").read()
        new_importer = mapped(f)

        def sub(m):
            spec = m.group(3)
            target, how = resolve(f, spec, tracked)
            if not target:
                if spec.startswith("~/") or spec.startswith("."):
                    unresolved[(f, spec)] += 1
                return m.group(0)
            new_target = mapped(target)
            a, b = module_of(new_importer), module_of(new_target)
            if b and a != b:
                cross[(a or new_importer.split("/")[1], b, new_target.split("/")[3] if len(new_target.split("/")) > 4 else "root")] += 1
            if new_target == target and new_importer == f:
                return m.group(0)
            return m.group(1) + new_spec(spec, how, new_importer, new_target) + m.group(4)

        out = SPEC.sub(sub, text)
        if not exempt_from_barrels(new_importer):
            out = through_barrels(out, new_importer, barrels, manual)
        if out != text:
            rewrites[f] = out
    if DRY:
        for old, new in sorted(moves.items()):
            print(f"{old} -> {new}")
        print(f"\n{len(moves)} moves, {len(rewrites)} files rewritten")
        print("\ncross-module imports (from, to module, to folder):")
        for key, n in sorted(cross.items(), key=lambda kv: -kv[1]):
            print(f"  {n:4} {key}")
        print("\nunresolved:", *[f"{f}: {s}" for (f, s) in unresolved], sep="\n  ")
        return
    if manual:
        print("left deep (do by hand):", *manual, sep="\n  ")
    for f, out in rewrites.items():
        open(f, "w", encoding="utf-8").write(out)
    for old, new in sorted(moves.items()):
        os.makedirs(os.path.dirname(new), exist_ok=True)
        subprocess.run(["git", "mv", old, new], check=True)
    write_barrels(barrels)
    write_routers()
    fixups()
    # paths written in prose, comments and configs: exact files first (longest first), then folders; as `src/…` paths
    # and as `~/…` specifiers (the generated Prisma client is not tracked: its folder follows `src/server/db/`)
    text_files = [f for f in subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
                  if f and re.search(r"\.(ts|tsx|mjs|js|cjs|md|json|yml|yaml|sh|prisma|css)$|^\.ci/|^\.gitignore$", f)
                  and not f.startswith("tools/") and "/generated/" not in f and f != "package-lock.json"]
    table = {}
    folders = folder_moves(moves)
    folders.update({old[:-1]: new[:-1] for old, new in list(folders.items()) if old.endswith("/")})
    for old, new in list(moves.items()) + list(folders.items()):
        table[old] = new
        bare = lambda p: re.sub(r"\.(tsx?|mjs)$", "", p)  # noqa: E731
        table["~/" + bare(old)[4:]] = "~/" + bare(new)[4:]
    keys = sorted(table, key=len, reverse=True)
    pattern = re.compile("|".join(re.escape(k) + (r"(?![\w-])" if not k.endswith("/") else "") for k in keys))
    for f in text_files:
        text = open(f, encoding="utf-8").read()
        out = pattern.sub(lambda m: table[m.group(0)], text)
        if out != text:
            open(f, "w", encoding="utf-8").write(out)
    print(f"{len(moves)} files moved, {len(rewrites)} files' imports rewritten")


def exempt_from_barrels(path):
    """tests, the seed and the root router reach inside modules; everything else goes through a module's entry"""
    return (re.search(r"\.test\.tsx?$", path) is not None or path == "src/modules/root.ts"
            or not re.match(r"src/(modules|platform|lib|ui)/", path))


ENTRY = {"server": "index", "routers": "index"}
IMPORT = re.compile(r"""^(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(["'])(~/modules/([^/"']+)/([^"']+))\4;?""", re.M)
OTHER = re.compile(r"""(?:from\s*|import\s*\(\s*)(["'])~/modules/([^/"']+)/([^"']+)\1""")


def through_barrels(text, importer, barrels, manual):
    mine = module_of(importer)

    def sub(m):
        keyword, all_type, names, q, spec, module, inner = m.groups()
        if module == mine or inner in ("client",) or inner.startswith("router"):
            return m.group(0)
        entry = ENTRY.get(inner.split("/")[0], "client")
        exported = []
        for raw in names.split(","):
            raw = raw.strip()
            if not raw:
                continue
            is_type = bool(all_type) or raw.startswith("type ")
            name = raw[5:].strip() if raw.startswith("type ") else raw
            original = name.split(" as ")[0].strip()
            barrels[(module, entry)][inner].add((original, is_type))
            exported.append(raw)
        target = f"~/modules/{module}" + ("" if entry == "index" else f"/{entry}")
        return f"{keyword}{all_type or ''} {{{names}}} from {q}{target}{q}" + (";" if m.group(0).endswith(";") else "")

    out = IMPORT.sub(sub, text)
    # a lazily loaded schema of another module: `import("~/modules/m/schemas").then((m) => m.Name)`
    def lazy(m):
        q, module, inner, name = m.groups()
        if module == mine or inner == "client":
            return m.group(0)
        barrels[(module, "client")][inner].add((name, False))
        return f"import({q}~/modules/{module}/client{q}).then((m) => m.{name})"
    out = re.sub(r"""import\((["'])~/modules/([^/"']+)/([^"']+)\1\)\.then\(\(m\) => m\.(\w+)\)""", lazy, out)
    for m in OTHER.finditer(out):
        module, inner = m.group(2), m.group(3)
        if module != mine and inner not in ("client",) and not inner.startswith("router"):
            manual.append(f"{importer}: ~/modules/{module}/{inner}")
    return out


def write_barrels(barrels):
    for (module, entry), targets in sorted(barrels.items()):
        path = f"src/modules/{module}/{entry}.ts"
        seen = {}
        lines = []
        for inner, names in sorted(targets.items()):
            rel = "./" + inner
            values = sorted(n for n, t in names if not t and (n, True) not in names or not t)
            types = sorted(n for n, t in names if t and (n, False) not in names)
            # a name two files export (a schema file re-exporting its constant): the first file's
            values = [n for n in values if seen.setdefault(n, inner) == inner]
            types = [n for n in types if seen.setdefault(n, inner) == inner]
            if values:
                lines.append(f"export {{ {', '.join(sorted(set(values)))} }} from \"{rel}\";")
            if types:
                lines.append(f"export type {{ {', '.join(sorted(set(types)))} }} from \"{rel}\";")
        head = ("/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */\n"
                if entry == "index" else
                "/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */\n")
        with open(path, "w", encoding="utf-8") as out:
            out.write(head + "\n".join(lines) + "\n")


def replace_in(path, pairs):
    text = open(path, encoding="utf-8").read()
    for old, new in pairs:
        if old not in text:
            sys.exit(f"{path}: not found: {old[:80]}")
        text = text.replace(old, new)
    open(path, "w", encoding="utf-8").write(text)


def fixups():
    """what the rules cannot say: the one-door test reads the new folders"""
    replace_in("src/test/door/one-door.test.ts", [
        ('const DIRECT = /import (?!type\\b)[^;]*from "~\\/server\\/(services\\/|db")/;',
         'const DIRECT = /import (?!type\\b)[^;]*from "(~\\/modules\\/[^/"]+(\\/server\\/[^"]*)?|~\\/platform\\/db|(\\.\\.?\\/)+server\\/[^"]*)"/;'),
        ('  const direct = [...sources("src/app"), ...sources("src/features")]',
         '  const screens = readdirSync(path.join(root, "src/modules")).filter((m) => existsSync(path.join(root, "src/modules", m, "ui")));\n'
         '  const direct = [...sources("src/app"), ...sources("src/ui"), ...screens.flatMap((m) => sources(`src/modules/${m}/ui`))]'),
        ('import { readFileSync, readdirSync, statSync } from "node:fs";', 'import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";'),
        ("the server components of src/features", "the server components of the modules' ui/ and src/ui"),
    ])
    replace_in("eslint.config.mjs", [
        ('import tseslint from "typescript-eslint";\n', 'import tseslint from "typescript-eslint";\nimport { readdirSync, statSync } from "node:fs";\n\n/**\n * The house\'s boundaries (issue 49, docs/architecture.md): a module reaches another only through its entry — `index.ts`\n * (its server API) or `client.ts` (its browser-safe surface: pure rules, schemas, lent components); a screen (ui/)\n * never value-imports server code (a module\'s server/ or index.ts); the platform never reaches inside a module. Tests,\n * the matrix\'s rows, the seed and the root router may reach inside (they exercise or assemble everything).\n */\nconst MODULES = readdirSync("src/modules").filter((name) => statSync(`src/modules/${name}`).isDirectory());\nconst TEST_CODE = ["**/*.test.ts", "**/*.test.tsx", "**/authorization.rows.ts"];\nconst intoModules = (own) => ({\n  regex: `^~/modules/(?!${own ? `${own}(/|$)` : "$"})[^/]+/(?!client$).+`,\n  message: "Another module is reached only through its index.ts (server) or client.ts (browser-safe): add what you need to its entry.",\n});\nconst SERVER_FROM_UI = [\n  { regex: "^~/modules/[^/]+$", allowTypeImports: true, message: "A screen never imports a module\'s server API (index.ts): read through the procedures (api() or the tRPC client), or import its client.ts." },\n  { regex: "^(~/modules/[^/]+/|(\\\\.\\\\./)+)server(/|$)", allowTypeImports: true, message: "A screen never imports server code: read through the procedures." },\n];\nconst boundaries = (patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });\n\n'),
        ("  {\n    // the one place limiters are made", '  ...MODULES.flatMap((m) => [\n    { files: [`src/modules/${m}/**/*.{ts,tsx}`], ignores: [...TEST_CODE, `src/modules/${m}/ui/**`], rules: boundaries([intoModules(m)]) },\n    { files: [`src/modules/${m}/ui/**/*.{ts,tsx}`], ignores: TEST_CODE, rules: boundaries([intoModules(m), ...SERVER_FROM_UI]) },\n  ]),\n  { files: ["src/ui/**/*.{ts,tsx}"], ignores: TEST_CODE, rules: boundaries([intoModules(null), ...SERVER_FROM_UI]) },\n  { files: ["src/platform/**/*.{ts,tsx,mjs}", "src/lib/**/*.{ts,tsx}"], ignores: TEST_CODE, rules: boundaries([intoModules(null)]) },\n' + "  {\n    // the one place limiters are made"),
    ])


def camel(name):
    head, *rest = name.split("-")
    return head + "".join(w.title() for w in rest)


def write_routers():
    """each module's router.ts (its routers by client path: the module's table of contents); the root spreads them"""
    root = open("src/modules/root.ts", encoding="utf-8").read()
    entries = re.findall(r"^  (\w+): (\w+),$", root, re.M)
    imports = dict(re.findall(r'^import \{ (\w+) \} from "\./[\w-]+/routers/([\w-]+)";$', root, re.M))
    by_module = defaultdict(list)
    for key, router in entries:
        file = imports[router]
        by_module[ROUTER_MODULE[file]].append((key, router, file))
    for module, items in sorted(by_module.items()):
        lines = [f'import {{ {router} }} from "./routers/{file}";' for _, router, file in sorted(items, key=lambda i: i[1])]
        body = "\n".join(f"  {key}: {router}," for key, router, _ in items)
        open(f"src/modules/{module}/router.ts", "w", encoding="utf-8").write(
            "\n".join(lines) + f"\n\n/** The {module} module's actions, by the client path of each router (unchanged by the move). */\n"
            f"export const {camel(module)}Routers = {{\n{body}\n}};\n")
    head = "\n".join(f'import {{ {camel(m)}Routers }} from "./{m}/router";' for m in sorted(by_module))
    spread = "\n".join(f"  ...{camel(m)}Routers," for m in by_module)
    root = re.sub(r'^import \{ \w+ \} from "\./[\w-]+/routers/[\w-]+";\n', "", root, flags=re.M)
    root = re.sub(r"^export const appRouter = createTRPCRouter\(\{\n(?:  \w+: \w+,\n)+\}\);",
                  "/** The app's router: every module's routers, each under its client path. */\n"
                  f"export const appRouter = createTRPCRouter({{\n{spread}\n}});", root, flags=re.M)
    open("src/modules/root.ts", "w", encoding="utf-8").write(head + "\n" + root)


def folder_moves(moves):
    """src/server/services/grades/ -> src/modules/grades/server/ when every file of the folder went to one folder."""
    by_old = defaultdict(set)
    for old, new in moves.items():
        by_old[os.path.dirname(old)].add(os.path.dirname(new))
    folders = {old + "/": next(iter(news)) + "/" for old, news in by_old.items() if len(news) == 1}
    folders["src/server/db/generated/"] = "src/platform/db/generated/"
    return folders


if __name__ == "__main__":
    main()
