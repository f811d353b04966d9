"""The kilordle cover: the fewest guesses that turn every letter-position green, solved by CBC."""
