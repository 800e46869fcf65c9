"""Structured logs (one JSON object per line) that never contain the bot token."""

from __future__ import annotations

import json
import logging
import re
import sys
from typing import Any

_TOKEN_SHAPE = re.compile(r"[MNO][A-Za-z\d_-]{23,27}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{27,40}")
_STANDARD = set(vars(logging.makeLogRecord({})))


class JsonFormatter(logging.Formatter):
    def __init__(self, secrets: tuple[str, ...] = ()) -> None:
        super().__init__()
        self._secrets = tuple(s for s in secrets if s)

    def redact(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, "[token]")
        return _TOKEN_SHAPE.sub("[token]", text)

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "at": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        data.update({k: v for k, v in vars(record).items() if k not in _STANDARD and not k.startswith("_")})
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        return self.redact(json.dumps(data, default=str, ensure_ascii=False))


def _ours_or_info(record: logging.LogRecord) -> bool:
    """DEBUG is for the bot's own loggers: libraries' debug lines carry raw data (aiosqlite logs every statement
    with its parameters: live seeds, salts, secret choices)."""
    return record.levelno >= logging.INFO or record.name == "bot" or record.name.startswith(("bot.", "__main__"))


def setup_logging(level: str = "INFO", secrets: tuple[str, ...] = ()) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter(secrets))
    handler.addFilter(_ours_or_info)
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for noisy in ("discord", "aiosqlite"):  # also spares the cost of building their debug records
        logging.getLogger(noisy).setLevel(max(logging.getLevelName(level), logging.INFO))
