"""Quick tools: dice rolls in every game's dice, X-Wing attack odds, range checks and a sandbox table.

Pure logic only (no discord, no clock, no global randomness). Every public function returns a result object with
structured fields for an embed and a `text()` summary, or raises `QuickInputError` with an example of good input.
"""
