# The Discord bot in a container. The match database lives on a volume, so matches survive upgrades:
#   docker build -t tabletop-bot .
#   docker run -d --name tabletop-bot --env-file .env -v tabletop-data:/var/lib/tabletop tabletop-bot
# Other commands run the same image: docker run --rm -v tabletop-data:/var/lib/tabletop tabletop-bot db check
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DATABASE_PATH=/var/lib/tabletop/matches.sqlite3 \
    BOT_DATA_DIR=/app/data

# DejaVu fonts for readable board images; tzdata for players' time zones (quiet hours).
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core tzdata \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY renderers ./renderers
COPY data ./data
RUN pip install --no-cache-dir . \
    && useradd --system --home /app tabletop \
    && mkdir -p /var/lib/tabletop \
    && chown tabletop /var/lib/tabletop

USER tabletop
VOLUME ["/var/lib/tabletop"]
ENTRYPOINT ["python", "-m", "bot"]
CMD ["run"]
