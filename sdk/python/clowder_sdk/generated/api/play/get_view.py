from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_the_kitten_game_view import FeedTheKittenGameView
from ...models.kinoko_kombat_game_view import KinokoKombatGameView
from ...models.kombat_kittens_game_view import KombatKittensGameView
from ...models.problem_details import ProblemDetails
from ...models.trending_kittens_game_view import TrendingKittensGameView
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    min_version: int | None | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_min_version: int | None | Unset
    if isinstance(min_version, Unset):
        json_min_version = UNSET
    else:
        json_min_version = min_version
    params["min_version"] = json_min_version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/view".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | FeedTheKittenGameView
    | KinokoKombatGameView
    | KombatKittensGameView
    | TrendingKittensGameView
    | ProblemDetails
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | TrendingKittensGameView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_0 = FeedTheKittenGameView.from_dict(data)

                return componentsschemas_seat_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_1 = KinokoKombatGameView.from_dict(data)

                return componentsschemas_seat_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_2 = KombatKittensGameView.from_dict(data)

                return componentsschemas_seat_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_seat_view_type_3 = TrendingKittensGameView.from_dict(data)

            return componentsschemas_seat_view_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemDetails.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ProblemDetails.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ProblemDetails.from_dict(response.json())

        return response_409

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
) -> Response[
    Any
    | FeedTheKittenGameView
    | KinokoKombatGameView
    | KombatKittensGameView
    | TrendingKittensGameView
    | ProblemDetails
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    min_version: int | None | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Response[
    Any
    | FeedTheKittenGameView
    | KinokoKombatGameView
    | KombatKittensGameView
    | TrendingKittensGameView
    | ProblemDetails
]:
    """Your seat's view with its legal commands (a spectator's without a token)

    Args:
        game_id (str): The game's id
        min_version (int | None | Unset): Wait (at most CLOWDER_MIN_VERSION_WAIT_SECONDS, default
            30 s) until the game is at this version or later; 409 version-not-reached with
            current_version if it does not come. A client waits on at most
            CLOWDER_WAITING_READS_PER_TOKEN (16) at once: past it a 429 too-many-waiting-reads with
            Retry-After
        if_none_match (None | str | Unset): An ETag this answer gave you before: if it still
            holds, the answer is 304 with no body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | TrendingKittensGameView | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        min_version=min_version,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    min_version: int | None | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> (
    Any
    | FeedTheKittenGameView
    | KinokoKombatGameView
    | KombatKittensGameView
    | TrendingKittensGameView
    | ProblemDetails
    | None
):
    """Your seat's view with its legal commands (a spectator's without a token)

    Args:
        game_id (str): The game's id
        min_version (int | None | Unset): Wait (at most CLOWDER_MIN_VERSION_WAIT_SECONDS, default
            30 s) until the game is at this version or later; 409 version-not-reached with
            current_version if it does not come. A client waits on at most
            CLOWDER_WAITING_READS_PER_TOKEN (16) at once: past it a 429 too-many-waiting-reads with
            Retry-After
        if_none_match (None | str | Unset): An ETag this answer gave you before: if it still
            holds, the answer is 304 with no body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | TrendingKittensGameView | ProblemDetails
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        min_version=min_version,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    min_version: int | None | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Response[
    Any
    | FeedTheKittenGameView
    | KinokoKombatGameView
    | KombatKittensGameView
    | TrendingKittensGameView
    | ProblemDetails
]:
    """Your seat's view with its legal commands (a spectator's without a token)

    Args:
        game_id (str): The game's id
        min_version (int | None | Unset): Wait (at most CLOWDER_MIN_VERSION_WAIT_SECONDS, default
            30 s) until the game is at this version or later; 409 version-not-reached with
            current_version if it does not come. A client waits on at most
            CLOWDER_WAITING_READS_PER_TOKEN (16) at once: past it a 429 too-many-waiting-reads with
            Retry-After
        if_none_match (None | str | Unset): An ETag this answer gave you before: if it still
            holds, the answer is 304 with no body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | TrendingKittensGameView | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        min_version=min_version,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    min_version: int | None | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> (
    Any
    | FeedTheKittenGameView
    | KinokoKombatGameView
    | KombatKittensGameView
    | TrendingKittensGameView
    | ProblemDetails
    | None
):
    """Your seat's view with its legal commands (a spectator's without a token)

    Args:
        game_id (str): The game's id
        min_version (int | None | Unset): Wait (at most CLOWDER_MIN_VERSION_WAIT_SECONDS, default
            30 s) until the game is at this version or later; 409 version-not-reached with
            current_version if it does not come. A client waits on at most
            CLOWDER_WAITING_READS_PER_TOKEN (16) at once: past it a 429 too-many-waiting-reads with
            Retry-After
        if_none_match (None | str | Unset): An ETag this answer gave you before: if it still
            holds, the answer is 304 with no body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | FeedTheKittenGameView | KinokoKombatGameView | KombatKittensGameView | TrendingKittensGameView | ProblemDetails
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            min_version=min_version,
            if_none_match=if_none_match,
        )
    ).parsed
