"""Game modules (pure rules). Each registers itself in bot.games.registry."""
