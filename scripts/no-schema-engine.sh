#!/bin/sh
# Prisma's native schema engine cannot be downloaded on our machines. prisma generate/validate/format only need
# this path to exist; migrate commands must fail loudly (exit 1) rather than pretend. See README "Migrations".
echo "Prisma's schema engine is not installed here: use npm run db:migrate (and tools/prisma-diff to write migrations)." >&2
exit 1
