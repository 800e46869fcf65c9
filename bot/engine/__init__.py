"""The match runtime: store, runner, outbox, clock, timers (asyncio + aiosqlite)."""
