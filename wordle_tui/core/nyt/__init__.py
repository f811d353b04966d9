"""NYT's game: the answer history, its update, the dated prior, and the game of one day."""
