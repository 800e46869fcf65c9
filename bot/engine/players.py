"""Player settings (time zone, language, quiet hours, preferences) and JSON values kept outside any match."""

from __future__ import annotations

import json
from collections.abc import Mapping

from bot.core import canonical
from bot.core.protocol import JSON
from bot.core.texts import quote_in, quoted
from bot.engine import timers as T
from bot.engine.clock import Clock
from bot.engine.errors import MalformedAction, SettingsError, StoreError
from bot.engine.repository import Repository
from bot.engine.types import PlayerSettings

KEEP = object()  # sentinel: leave a setting as it is


class Players:
    def __init__(self, repo: Repository, clock: Clock) -> None:
        self.repo = repo
        self.clock = clock

    async def get(self, user_id: str | int) -> PlayerSettings:
        row = await self.repo.player(str(user_id))
        if row is None:
            return PlayerSettings(str(user_id))
        tz, loc, qs, qe, prefs = row
        try:
            prefs_d = json.loads(prefs)
        except ValueError:
            prefs_d = {}
        return PlayerSettings(str(user_id), tz, loc, (qs, qe) if qs and qe else None, prefs_d)

    async def set(
        self,
        user_id: str | int,
        *,
        time_zone: str | None,
        locale: str | None,
        quiet_hours: str | object | None,
        preferences: Mapping[str, JSON] | None,
    ) -> PlayerSettings:
        cur = await self.get(user_id)
        tz = cur.time_zone if time_zone is None else time_zone
        T.zone(tz)
        loc = cur.locale if locale is None else locale
        if not (2 <= len(loc) <= 10 and loc.replace("-", "").replace("_", "").isalnum()):
            said = quoted(loc)
            raise SettingsError(
                f"{quote_in(said)} is not a locale; use a code such as en or ru", said="engine.bad_locale", code=said
            )
        quiet = cur.quiet_hours
        if quiet_hours is None:
            quiet = None
        elif isinstance(quiet_hours, str):
            quiet = T.parse_quiet_hours(quiet_hours)
        prefs = dict(cur.preferences)
        if preferences is not None:
            prefs.update(preferences)
            prefs = {k: v for k, v in prefs.items() if v is not None}
        try:
            prefs_text = canonical.dumps(prefs)
        except (TypeError, ValueError) as exc:
            raise SettingsError(f"preferences must be JSON data: {exc}") from exc
        row = (tz, loc, quiet[0] if quiet else None, quiet[1] if quiet else None, prefs_text)
        await self.repo.save_player(str(user_id), row, self.clock.now())
        return PlayerSettings(str(user_id), tz, loc, quiet, prefs)

    async def get_value(self, scope: str, key: str) -> JSON | None:
        text = await self.repo.value(scope, key)
        if text is None:
            return None
        try:
            value: JSON = json.loads(text)
        except ValueError as exc:
            raise StoreError(f"stored value {scope}/{key} is not valid JSON ({exc})") from exc
        return value

    async def set_value(self, scope: str, key: str, value: JSON | None) -> None:
        if value is None:
            await self.repo.set_value(scope, key, None, self.clock.now())
            return
        try:
            text = canonical.dumps(value)
        except (TypeError, ValueError) as exc:
            raise MalformedAction(f"a stored value must be JSON data: {exc}") from exc
        await self.repo.set_value(scope, key, text, self.clock.now())
