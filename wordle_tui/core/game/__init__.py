"""The game and its rules: word lists, feedback, patterns, the state of a game, the player's board."""
