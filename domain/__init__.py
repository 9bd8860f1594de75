"""Clowder's pure game rules: no I/O, no clock, no global randomness.

Every game is a *decider* (see :mod:`domain.core.game`); :mod:`domain.registry`
names the games the service hosts.
"""
