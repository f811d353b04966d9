"""Multi-board games (Dordle to Duotrigordle): the game, the player's entry, strategies, benchmarks."""
