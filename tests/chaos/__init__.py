"""Stress tests: the real service under bot load, with one fault injected per test.

Each test names the fault, the load and the invariant it counts (lost,
duplicated, leaked, refused, 5xx) and prints the counts even when it passes.
"""
