"""Verifying a game without trusting the server: the export format and pure checks.

Imports only ``domain/``, the standard library, msgspec and ``cryptography``:
the server's ``/audit``, ``clowder verify`` and the tests all call
:func:`domain.audit.verify.verify_export`, so they can never disagree.
``docs/fairness.md`` specifies every byte.
"""
