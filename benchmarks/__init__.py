"""Reproducible performance measurements. Each module writes JSON to benchmarks/results/; `make bench` runs all."""
