from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_list import GameList
from ...models.list_games_status import ListGamesStatus
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = ListGamesStatus.ALL,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_kind: None | str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    else:
        json_kind = kind
    params["kind"] = json_kind

    params["offset"] = offset

    params["limit"] = limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameList | ProblemDetails | None:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())

        return response_400

    if response.status_code == 422:
        response_422 = ProblemDetails.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ProblemDetails.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ProblemDetails.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameList | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.ALL,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> Response[GameList | ProblemDetails]:
    """List games, newest first, by status and kind

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.ALL.
        kind (None | str | Unset):
        offset (int | Unset): Skip this many (prefer `cursor`: offsets shift) Default: 0.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset): The `next_cursor` of the page before; pages then never shift
            as games are created.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | ProblemDetails]
    """

    kwargs = _get_kwargs(
        status=status,
        kind=kind,
        offset=offset,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.ALL,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> GameList | ProblemDetails | None:
    """List games, newest first, by status and kind

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.ALL.
        kind (None | str | Unset):
        offset (int | Unset): Skip this many (prefer `cursor`: offsets shift) Default: 0.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset): The `next_cursor` of the page before; pages then never shift
            as games are created.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | ProblemDetails
    """

    return sync_detailed(
        client=client,
        status=status,
        kind=kind,
        offset=offset,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.ALL,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> Response[GameList | ProblemDetails]:
    """List games, newest first, by status and kind

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.ALL.
        kind (None | str | Unset):
        offset (int | Unset): Skip this many (prefer `cursor`: offsets shift) Default: 0.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset): The `next_cursor` of the page before; pages then never shift
            as games are created.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | ProblemDetails]
    """

    kwargs = _get_kwargs(
        status=status,
        kind=kind,
        offset=offset,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.ALL,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> GameList | ProblemDetails | None:
    """List games, newest first, by status and kind

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.ALL.
        kind (None | str | Unset):
        offset (int | Unset): Skip this many (prefer `cursor`: offsets shift) Default: 0.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset): The `next_cursor` of the page before; pages then never shift
            as games are created.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | ProblemDetails
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            kind=kind,
            offset=offset,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
