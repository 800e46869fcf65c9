"""Canonical JSON and state hashes, so two runs can be compared exactly."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value: Any) -> str:
    return hashlib.sha256(dumps(value).encode()).hexdigest()
