"""The coach: reviews of a finished game, the cost of each move, the player's record and statistics."""
