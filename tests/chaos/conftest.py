"""Fixtures of the stress tests: a scratch directory of their own for logs and data directories."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ops.local_services import default_data_root


def scratch_dir(prefix: str) -> Path:
    """A new directory under /tmp (or /var/tmp), outside pytest's basetemp.

    pytest deletes all but its three newest basetemp directories when it
    starts, so a second pytest run on the machine would delete the data
    directory of a PostgreSQL a running chaos test still uses.
    """
    return Path(tempfile.mkdtemp(prefix=prefix, dir=default_data_root()))


@pytest.fixture
def tmp_path() -> Iterator[Path]:  # the stress tests' own tmp_path, see scratch_dir
    path = scratch_dir("clowder-chaos-")
    yield path
    shutil.rmtree(path, ignore_errors=True)
