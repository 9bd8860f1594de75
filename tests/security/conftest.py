"""The service as an attacker meets it: each test names the hole it closes.

Every test here reproduces one way in (an outsider in a tournament's seat, a
revoked token's open stream, a forged header, a local user on the host) and
fails if the way is open again. They run against the real service over HTTP,
as tests/e2e does, and reuse its fixtures.
"""

from __future__ import annotations

from tests.e2e.conftest import anonymous as anonymous
from tests.e2e.conftest import e2e_service as e2e_service
from tests.e2e.conftest import http as http
from tests.e2e.conftest import service_database_url as service_database_url
from tests.e2e.conftest import service_url as service_url
