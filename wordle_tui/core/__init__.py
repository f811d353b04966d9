"""The solver core: pure numpy, no user interface. Everything here runs headless."""
