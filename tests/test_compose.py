"""docker-compose.yml (bot + PostgreSQL) checked without a container runtime: it parses, every Discord shard is
run by exactly one bot service, each bot's environment is settings the bot accepts, and it waits for a healthy
database that keeps its data on a volume."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from bot.discord_bot.settings import Settings

COMPOSE = Path(__file__).resolve().parents[1] / "docker-compose.yml"


def _compose() -> dict[str, Any]:
    data = yaml.safe_load(COMPOSE.read_text())
    assert isinstance(data, dict)
    return data


def _expand(value: str) -> str:
    """Compose's ${NAME:-default} with the defaults (what `docker compose config` does without a .env)."""
    return re.sub(r"\$\{[A-Z_]+:-([^}]*)\}", r"\1", value)


def test_the_bots_cover_every_shard_once_on_the_compose_database() -> None:
    services = _compose()["services"]
    bots = {name: s for name, s in services.items() if name.startswith("bot")}
    assert len(bots) == 2
    shards: list[int] = []
    for name, service in bots.items():
        env = {k: _expand(str(v)) for k, v in service["environment"].items()}
        settings = Settings.from_env({**env, "DISCORD_TOKEN": "x"}, dotenv=None)
        assert settings.database == "postgresql://tabletop:tabletop@postgres:5432/tabletop", name
        assert settings.shard_count == len(bots)
        shards += settings.shard_ids
        assert service["build"] == "." and service["env_file"] == ".env"  # the token comes from .env, not here
        assert service["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert sorted(shards) == list(range(len(bots)))


def test_postgres_is_healthchecked_and_keeps_its_data() -> None:
    data = _compose()
    pg = data["services"]["postgres"]
    assert pg["image"].startswith("postgres:")
    assert "pg_isready" in " ".join(pg["healthcheck"]["test"])
    volume = pg["volumes"][0].split(":")
    assert volume[1] == "/var/lib/postgresql/data" and volume[0] in data["volumes"]
    env = {k: _expand(str(v)) for k, v in pg["environment"].items()}
    assert (env["POSTGRES_USER"], env["POSTGRES_DB"]) == ("tabletop", "tabletop")
