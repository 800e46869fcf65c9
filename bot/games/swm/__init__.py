"""Star Wars Miniatures (d20 skirmish). So far only its attack roll rules (dice.py), used by the quick tools; the
game itself (not registered yet) is built on top of them and bot.games.grid."""
