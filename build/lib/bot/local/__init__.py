"""The console table (`python -m bot play GAME`): a local adapter over the engine."""
