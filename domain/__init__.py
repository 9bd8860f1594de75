"""Clowder's pure game rules: no I/O, no clock, no global randomness.

Every game is a *decider* declared as one :class:`domain.core.game.Game`; the
service finds the games it hosts by their entry points (services/game_registry.py).
"""
