"""Solving: how well guesses split the candidates, the strategies that rank them, the solver facade."""
