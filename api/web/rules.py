"""The rules as Clowder implements them, served as pages: ``docs/rules/<name>.md`` at ``/web/rules/<name>``.

Every table page links to its game's rules here, on the service itself (a page
loads nothing from another host). The Markdown is rendered on the server with
markdown-it-py (CommonMark plus tables; the library ``rich`` already brings),
with raw HTML escaped, links between the rules documents turned into links
between these pages, and every table put in a box that scrolls sideways on a
phone. The documents are read from ``CLOWDER_RULES_DIR``, by default the
checkout the service runs from (``docs/rules/`` beside the packages; the Docker
image copies them to ``/app/docs/rules`` and points the variable there); an
installation without them answers 404 and says so.
"""

from __future__ import annotations

import os
import re
from functools import cache
from html import escape
from pathlib import Path
from typing import Annotated

from litestar import Response, get
from litestar.exceptions import NotFoundException
from litestar.params import Parameter
from markdown_it import MarkdownIt
from markdown_it.token import Token

from api.web.pages import page

RULES = Path(os.environ.get("CLOWDER_RULES_DIR") or Path(__file__).resolve().parents[2] / "docs" / "rules")
INDEX = "README"

Name = Annotated[str, Parameter(max_length=64, pattern=r"^[a-z0-9-]+$")]


@get("/web/rules", include_in_schema=False, sync_to_thread=False)
def rules_index() -> Response[str]:
    return _rules_page(INDEX)


@get("/web/rules/{name:str}", include_in_schema=False, sync_to_thread=False)
def rules_page(name: Name) -> Response[str]:
    return _rules_page(name)


def _rules_page(name: str) -> Response[str]:
    path = RULES / f"{name}.md"
    if not path.is_file():
        if not RULES.is_dir():
            raise NotFoundException(
                detail="the rules documents (docs/rules/ of Clowder's source) are not installed here"
            )
        raise NotFoundException(detail=f"no rules named {name!r}; /web/rules lists them")
    title, body = rendered(path, path.stat().st_mtime_ns)
    back = "" if name == INDEX else '<p class="links"><a href="/web/rules">Every game\'s rules</a></p>\n'
    return page("rules", f"Clowder — {title}", body=f'{back}<article class="rules">\n{body}</article>')


@cache
def rendered(path: Path, modified: int) -> tuple[str, str]:
    """The document's first heading and its HTML (``modified`` keys the cache: an edited file is read again)."""
    markdown = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = markdown.parse(path.read_text(encoding="utf-8"))
    title = next(
        (tokens[i + 1].content.replace("`", "") for i, t in enumerate(tokens) if t.type == "heading_open"), path.stem
    )
    for index, token in enumerate(tokens):
        if token.type == "heading_open":  # an id to link to, as GitHub makes one: "The deal" is #the-deal
            token.attrSet("id", _slug(tokens[index + 1].content))
    for token in _walk(tokens):
        _adapt(token)
    return title, markdown.renderer.render(tokens, markdown.options, {})


def _slug(heading: str) -> str:
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def _walk(tokens: list[Token]) -> list[Token]:
    return [found for token in tokens for found in (token, *_walk(token.children or []))]


def _adapt(token: Token) -> None:
    """Links between rules documents become links between these pages; tables scroll in a box of their own;
    a column's alignment is a class (the page policy refuses inline styles)."""
    if token.type == "link_open":
        href = str(token.attrGet("href") or "")
        target, _, fragment = href.partition("#")
        if target.endswith(".md") and "/" not in target and (RULES / target).is_file():
            stem = target.removesuffix(".md")
            token.attrSet(
                "href", ("/web/rules" if stem == INDEX else f"/web/rules/{stem}") + (f"#{fragment}" if fragment else "")
            )
        elif target and "://" not in target and not target.startswith("/"):
            del token.attrs["href"]  # a file of the repository the service does not serve: its name stays as text
    elif token.type == "table_open":
        token.type, token.tag = "html_block", ""
        token.content = '<div class="scroll" role="region" tabindex="0" aria-label="A table (scrolls sideways)">\n<table class="list">\n'
    elif token.type == "table_close":
        token.type, token.content = "html_block", "</table>\n</div>\n"
    elif token.type in ("th_open", "td_open") and (style := token.attrGet("style")):
        del token.attrs["style"]
        token.attrSet("class", f"align-{escape(str(style).removeprefix('text-align:'))}")


WEB_RULES = [rules_index, rules_page]
