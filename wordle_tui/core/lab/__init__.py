"""The strategy lab: strategies played over every answer, seeded benchmarks, backtests on real days."""
