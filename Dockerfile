# The Discord bot in a container, installed from its wheel exactly as users install it (the game data ships
# inside the wheel). The match database lives on a volume, so matches survive upgrades:
#   docker build -t tabletop-bot .
#   docker run -d --name tabletop-bot --env-file .env -v tabletop-data:/var/lib/tabletop tabletop-bot
# Other commands run the same image: docker run --rm -v tabletop-data:/var/lib/tabletop tabletop-bot db check
# Own data (BOT_DATA_DIR): mount a folder laid out like data/ and add -e BOT_DATA_DIR=/that/folder.

# Stage 1: build the wheel.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml setup.py MANIFEST.in README.md ./
COPY bot ./bot
COPY renderers ./renderers
COPY data ./data
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /dist .

# Stage 2: install it; no source tree in the final image.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DATABASE_PATH=/var/lib/tabletop/matches.sqlite3

# DejaVu fonts for readable board images; tzdata for players' time zones (quiet hours).
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core tzdata \
    && rm -rf /var/lib/apt/lists/*

COPY --from=build /dist /tmp/dist
RUN pip install --no-cache-dir /tmp/dist/*.whl \
    && rm -rf /tmp/dist \
    && useradd --system --home /app tabletop \
    && mkdir -p /app /var/lib/tabletop \
    && chown tabletop /var/lib/tabletop

WORKDIR /app
USER tabletop
VOLUME ["/var/lib/tabletop"]
ENTRYPOINT ["tabletop-bot"]
CMD ["run"]
