"""The web page of every match (an adapter): live spectating by server-sent events, a step-through replay, the
public log as JSON lines. Read-only over the database; spectator views only. See docs/web.md."""
