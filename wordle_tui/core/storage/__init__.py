"""What is kept on disk: saves, settings, caches."""
