"""Hosting a game: what the service adds around a game's own rules (who may do what)."""
