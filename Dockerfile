# The production image: the API and the built front end in one process, as `make run` serves
# them, without the development tools. docs/deploy.md says how to run several of these.
#   docker build -t systemcraft .
#   docker run --rm -e DATABASE_URL=... -e JWT_SECRET=... systemcraft systemcraft migrate
#   docker run -p 8000:8000 -e DATABASE_URL=... -e JWT_SECRET=... -e PUBLIC_URL=... systemcraft

# --- The front end: the same steps as the Makefile's frontend/dist/index.html target. ---
FROM node:20-bookworm-slim AS frontend
WORKDIR /app/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY frontend/ ./
# The type check (tsc -b) is CI's job (make test); the image only needs the bundle, with the
# .br and .gz siblings the server sends as they are.
RUN node_modules/.bin/vite build --logLevel warn && node scripts/compress-dist.mjs

# --- The server: the locked Python dependencies, without the dev group. ---
FROM python:3.11-slim-bookworm AS server
ENV PYTHONUNBUFFERED=1 \
    UV_PYTHON_DOWNLOADS=never \
    UV_COMPILE_BYTECODE=1 \
    UV_LINK_MODE=copy \
    UV_PROJECT_ENVIRONMENT=/app/backend/.venv
# The uv the Makefile pins.
RUN pip install --no-cache-dir --disable-pip-version-check uv==0.13.9
WORKDIR /app/backend
# Dependencies first, so a code change does not reinstall them.
COPY backend/pyproject.toml backend/uv.lock ./
RUN uv sync --locked --no-dev --no-install-project
COPY backend/ ./
RUN uv sync --locked --no-dev

WORKDIR /app
COPY content/ content/
COPY --from=frontend /app/frontend/dist frontend/dist

# A user of its own: the app writes only DATA_DIR (and a SQLite file when DATABASE_URL is one).
RUN useradd --system --uid 10001 --home-dir /app --no-create-home systemcraft \
    && mkdir -p /app/data && chown systemcraft /app/data
USER systemcraft

ENV PATH=/app/backend/.venv/bin:$PATH \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DATA_DIR=/app/data \
    FRONTEND_DIST=/app/frontend/dist \
    CONTENT_DIR=/app/content
EXPOSE 8000

# Liveness, not readiness: /healthz answers while the database is down, so an outage of the
# database does not get every container restarted. The load balancer checks /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
    CMD python -c "import os, urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/healthz', timeout=2)"

# Migrations and content loads run once per deploy, before new instances take traffic
# (`systemcraft migrate` and `systemcraft content load` as a release step), not here.
CMD ["systemcraft", "serve"]
