"""Pure primitives shared by the engine and every game: the protocol, keyed chance, dice, data loading."""
