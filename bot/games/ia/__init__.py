"""Imperial Assault (skirmish). So far only its dice (dice.py: the faces in data/ia/dice.json and the
attack outcome), used by the quick tools; the game itself (not registered yet) is built on top of them and
bot.games.grid."""
