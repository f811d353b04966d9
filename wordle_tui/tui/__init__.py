"""The Textual app over the core."""
