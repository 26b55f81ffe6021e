#!/usr/bin/env bash
# Issue 49's move, whole: modules.py (files, imports, entries, routers, lint boundaries), the generated Prisma client's
# folder, then the matrix's rows to their modules. Run once on a clean tree; `git diff --stat` shows the result.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
python3 scripts/codemods/modules.py
git add -A src
if [ -d src/server/db/generated ]; then mkdir -p src/platform/db && mv src/server/db/generated src/platform/db/; fi
find src/server -type d -empty -delete 2>/dev/null || true
python3 scripts/codemods/matrix-rows.py
git add -A src eslint.config.mjs
