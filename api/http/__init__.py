"""The HTTP API: the Litestar app, its routes, and what stands at its door (auth, limits, guards)."""
