"""`clowder verify` over the whole-game vectors of docs/fairness-vectors.md: each game, exported
whole, chained and signed, verifies; with any one chance outcome changed (the chain recomputed
and the head re-signed, as an operator holding the seed and the key could), it is broken, and
the first fault stands at the changed event's version. The browser's verifier is held to the
same forgeries by tests/browser/test_verifiers_agree_offline.py."""

from __future__ import annotations

import pytest

from domain.audit.verify import verify_export
from tests.unit.audit.chance_vectors import VECTORS, Vector
from tests.unit.audit.played import GAMES, TRUSTED
from tests.unit.audit.vector_exports import outcome_forgeries, outcome_versions, vector_export

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("vector", VECTORS, ids=[vector.game_id for vector in VECTORS])
def test_each_chance_outcome_of_a_vector_game_changed_alone_is_named_at_its_version(vector: Vector) -> None:
    export = vector_export(vector)
    genuine = verify_export(GAMES, export, trusted_keys=TRUSTED)
    assert genuine.outcome == "verified", [finding.line() for finding in genuine.findings]
    versions = outcome_versions(export)
    forged = 0
    for version, member, forgery in outcome_forgeries(export, versions):
        result = verify_export(GAMES, forgery, trusted_keys=TRUSTED)
        placed = sorted(finding.version for finding in result.findings if finding.version is not None)
        assert result.outcome == "broken" and placed[:1] == [version], (member, [f.line() for f in result.findings])
        forged += 1
    assert versions and forged >= len(versions)
