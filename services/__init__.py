"""The command path (load, fold, decide, append) and the read side (projections)."""
