#!/usr/bin/env python3
"""
Issue 49: the authorization matrix's rows move to their modules (src/modules/<m>/authorization.rows.ts); its words
(who, scopes, the helpers rows share) to src/test/door/matrix-vocabulary.ts; the runner stays in
src/test/authorization-matrix.ts (run in parts by src/test/door/authorization-matrix.<n>.test.ts) assembles MATRIX
from every module's rows. Run after modules.py.
"""
import os
import re
import subprocess
import sys
from collections import defaultdict

ROOT = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True).stdout.strip()
os.chdir(ROOT)
sys.path.insert(0, "scripts/codemods")
from modules import ROUTER_MODULE, camel  # noqa: E402

TEST = "src/test/authorization-matrix.ts"
VOCAB = "src/test/matrix-vocabulary.ts"
text = open(TEST, encoding="utf-8").read()
lines = text.split("\n")

start = next(i for i, l in enumerate(lines) if l.startswith("const MATRIX: Record<string, Rule> = {"))
end = next(i for i in range(start, len(lines)) if lines[i] == "};")
runner_at = next(i for i in range(end, len(lines)) if lines[i].startswith("// ── relationships (issue 47)"))

header, body, between, runner = lines[:start], lines[start + 1:end], lines[end + 1:runner_at], lines[runner_at:]
# a comment just above `const MATRIX` introduces the table: it stays with the runner's assembly
intro = ["/** Every module's rows (src/modules/<m>/authorization.rows.ts): who may call each action, and in which scopes. */"]
while header and header[-1].startswith("/**") and header[-1].endswith("*/"):
    header.pop()  # a one-line comment left above the table, about no row in particular

# the header's imports: the vocabulary re-exports them, so rows and runner import one place
import_end = max(i for i, l in enumerate(header) if re.match(r'^(\} from|import .* from) "', l)) + 1
imports, words = header[:import_end], header[import_end:] + between
own = [l for l in imports if re.search(r'from "(vitest|@trpc/server)"', l)]
imports = [l for l in imports if l not in own]
imported = []
for block in re.findall(r"import (type )?\{([^}]*)\} from \"([^\"]+)\"", "\n".join(imports)):
    for raw in block[1].split(","):
        raw = raw.strip()
        if raw:
            name = raw.replace("type ", "").split(" as ")[-1].strip()
            imported.append((name, bool(block[0]) or raw.startswith("type ")))

exported = []
vocab = []
for l in words:
    m = re.match(r"^(async function|function|const|let|interface|type|class) (\w+)", l)
    if m:
        exported.append(m.group(2))
        l = "export " + l
    vocab.append(l)
values = [n for n, t in imported if not t]
types = [n for n, t in imported if t]
with open(VOCAB, "w", encoding="utf-8") as out:
    if re.search(r"\bexpect\(", "\n".join(vocab)):
        out.write('import { expect } from "vitest";\n')
    out.write("/* The authorization matrix's words: who acts, in which scope, and the helpers rows share (issue 49: the rows\n"
              " * live in their modules, src/modules/<m>/authorization.rows.ts; the runner in authorization-matrix.ts). */\n")
    out.write("\n".join(imports) + "\n")
    out.write(f"\nexport {{ {', '.join(values)} }};\n")
    out.write(f"export type {{ {', '.join(types)} }};\n")
    out.write("\n".join(vocab).rstrip() + "\n")
names = values + types + exported
type_names = set(types) | {n for n in exported if re.search(rf"^(interface|type) {n}\b", "\n".join(words), re.M)}

# rows by router: an entry starts at `  "router.proc": `; comments above it go with it
entries = defaultdict(list)
pending = []
current = None
for l in body:
    m = re.match(r'^  "(\w+)\.\w+": ', l)
    if m:
        current = m.group(1)
        entries[current].extend(pending)
        pending = []
        entries[current].append(l)
    elif l.startswith("  //") or l.startswith("  /*") or l.startswith("   *") or l.strip() == "":
        pending.append(l)
    else:
        entries[current].append(l)

client_to_module = {camel(file): module for file, module in ROUTER_MODULE.items()}
client_to_module.update({"reportCards": "grades", "schoolYears": "school", "yearEnd": "grades"})
by_module = defaultdict(list)
for router, rows in entries.items():
    by_module[client_to_module[router]].extend(rows)


def used(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"(?<![:\"'])//[^\n]*", "", text)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    text = re.sub(r"`[^`]*`", lambda m: " ".join(re.findall(r"\$\{([^}]*)\}", m.group(0))), text)
    return [n for n in names if re.search(rf"(?:(?<![\w.])|(?<=\.\.\.)){re.escape(n)}\b(?!\??:)", text)]


for module, rows in sorted(by_module.items()):
    code = "\n".join(rows).strip("\n")
    need = [n for n in used(code) if n != "Rule"]
    value_names = [n for n in need if n not in type_names]
    type_only = [n for n in need if n in type_names]
    spec = ", ".join(value_names + [f"type {n}" for n in type_only] + ["type Rule"])
    with open(f"src/modules/{module}/authorization.rows.ts", "w", encoding="utf-8") as out:
        if re.search(r"\bexpect\(", code):
            out.write('import { expect } from "vitest";\n')
        out.write(f'import {{ {spec} }} from "~/test/matrix-vocabulary";\n\n')
        out.write(f"/** Who may call each of the {module} module's actions (the authorization matrix's rows: "
                  "src/test/authorization-matrix.ts). */\n")
        out.write(f"export const {camel(module)}Rows: Record<string, Rule> = {{\n{code}\n}};\n")

runner_code = "\n".join(runner)
need = used(runner_code + "\n".join(intro) + " Rule ")
value_names = [n for n in need if n not in type_names]
type_only = [n for n in need if n in type_names]
row_imports = "\n".join(f'import {{ {camel(m)}Rows }} from "~/modules/{m}/authorization.rows";' for m in sorted(by_module))
assembly = "\n".join(intro) + "\nconst MATRIX: Record<string, Rule> = {\n" + "\n".join(f"  ...{camel(m)}Rows," for m in sorted(by_module)) + "\n};\n"
with open(TEST, "w", encoding="utf-8") as out:
    out.write("\n".join(own) + "\n")
    out.write(f'import {{ {", ".join(value_names + [f"type {n}" for n in type_only])} }} from "./matrix-vocabulary";\n')
    out.write(row_imports + "\n\n")
    out.write(assembly + "\n" + runner_code)
# the rows are test code: the client message keys' scanner skips them as it skips tests
scanner = "scripts/client-message-keys.ts"
code = open(scanner, encoding="utf-8").read()
old = "!/\\.test\\.tsx?$/.test(name)"
if old in code:
    open(scanner, "w", encoding="utf-8").write(code.replace(old, "!/\\.test\\.tsx?$|^authorization\\.rows\\.ts$/.test(name)"))
print(f"{sum(len(v) for v in by_module.values())} lines of rows in {len(by_module)} modules")
