"""wordle-tui: a terminal assistant for Wordle players."""

__version__ = "0.1.0"
