#!/usr/bin/env bash
# While issue 5's migration has not landed: regenerate 0005_messaging_modules from the tables.
set -euo pipefail
cd "$(dirname "$0")/../apps/server/src/db/migrations"
rm -f 0005_*.sql meta/0005_snapshot.json
node -e '
const fs = require("fs");
const j = JSON.parse(fs.readFileSync("meta/_journal.json", "utf8"));
j.entries = j.entries.filter((e) => e.idx < 5);
fs.writeFileSync("meta/_journal.json", JSON.stringify(j, null, 2) + "\n");
'
cd ../../..
npx drizzle-kit generate >/dev/null
cd src/db/migrations
f=$(ls 0005_*.sql)
[ "$f" = 0005_messaging_modules.sql ] || { mv "$f" 0005_messaging_modules.sql; sed -i "s/${f%.sql}/0005_messaging_modules/" meta/_journal.json; }
echo "regenerated 0005_messaging_modules.sql"
