#!/usr/bin/env bash
# Writes everything the front end is typed from into $1: schema.d.ts (the API client's types,
# from FastAPI's OpenAPI schema) and design/ (the design document's JSON Schema, TypeScript type
# and shared vocabulary, from backend/systemcraft/design). `make client` copies them into
# frontend/src; `make check-client` compares them with what is there.
set -euo pipefail
out=$1
bin=backend/.venv/bin
openapi_typescript=frontend/node_modules/.bin/openapi-typescript

"$bin/systemcraft" openapi > "$out/openapi.json"
"$openapi_typescript" "$out/openapi.json" -o "$out/schema.d.ts" > /dev/null 2>&1
"$bin/systemcraft" design-schema "$out/design"
"$openapi_typescript" "$out/design/export-document.openapi.json" \
  -o "$out/design/export-document.d.ts" > /dev/null 2>&1
rm "$out/openapi.json" "$out/design/export-document.openapi.json"
