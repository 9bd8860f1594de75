from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_the_kitten_stream_event import FeedTheKittenStreamEvent
from ...models.feed_the_kitten_stream_view import FeedTheKittenStreamView
from ...models.kinoko_kombat_stream_event import KinokoKombatStreamEvent
from ...models.kinoko_kombat_stream_view import KinokoKombatStreamView
from ...models.kombat_kittens_stream_event import KombatKittensStreamEvent
from ...models.kombat_kittens_stream_view import KombatKittensStreamView
from ...models.problem_details import ProblemDetails
from ...models.trending_kittens_stream_event import TrendingKittensStreamEvent
from ...models.trending_kittens_stream_view import TrendingKittensStreamView
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    from_version: int | None | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    json_from_version: int | None | Unset
    if isinstance(from_version, Unset):
        json_from_version = UNSET
    else:
        json_from_version = from_version
    params["from_version"] = json_from_version

    params["token"] = token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FeedTheKittenStreamEvent
    | FeedTheKittenStreamView
    | KinokoKombatStreamEvent
    | KinokoKombatStreamView
    | KombatKittensStreamEvent
    | KombatKittensStreamView
    | TrendingKittensStreamEvent
    | TrendingKittensStreamView
    | ProblemDetails
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            FeedTheKittenStreamEvent
            | FeedTheKittenStreamView
            | KinokoKombatStreamEvent
            | KinokoKombatStreamView
            | KombatKittensStreamEvent
            | KombatKittensStreamView
            | TrendingKittensStreamEvent
            | TrendingKittensStreamView
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_stream_view_type_0 = FeedTheKittenStreamView.from_dict(data)

                return componentsschemas_game_stream_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_stream_view_type_1 = KinokoKombatStreamView.from_dict(data)

                return componentsschemas_game_stream_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_stream_view_type_2 = KombatKittensStreamView.from_dict(data)

                return componentsschemas_game_stream_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_stream_view_type_3 = TrendingKittensStreamView.from_dict(data)

                return componentsschemas_game_stream_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_stream_event_type_0 = FeedTheKittenStreamEvent.from_dict(data)

                return componentsschemas_game_stream_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_stream_event_type_1 = KinokoKombatStreamEvent.from_dict(data)

                return componentsschemas_game_stream_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_stream_event_type_2 = KombatKittensStreamEvent.from_dict(data)

                return componentsschemas_game_stream_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_stream_event_type_3 = TrendingKittensStreamEvent.from_dict(data)

            return componentsschemas_game_stream_event_type_3

        response_200 = _parse_response_200(response.text)

        return response_200

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
    FeedTheKittenStreamEvent
    | FeedTheKittenStreamView
    | KinokoKombatStreamEvent
    | KinokoKombatStreamView
    | KombatKittensStreamEvent
    | KombatKittensStreamView
    | TrendingKittensStreamEvent
    | TrendingKittensStreamView
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
    from_version: int | None | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> Response[
    FeedTheKittenStreamEvent
    | FeedTheKittenStreamView
    | KinokoKombatStreamEvent
    | KinokoKombatStreamView
    | KombatKittensStreamEvent
    | KombatKittensStreamView
    | TrendingKittensStreamEvent
    | TrendingKittensStreamView
    | ProblemDetails
]:
    """Server-Sent Events: the game's events as your seat (or a spectator) may see them

    Args:
        game_id (str): The game's id
        from_version (int | None | Unset): Replay from this version first
        token (str | Unset):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenStreamEvent | FeedTheKittenStreamView | KinokoKombatStreamEvent | KinokoKombatStreamView | KombatKittensStreamEvent | KombatKittensStreamView | TrendingKittensStreamEvent | TrendingKittensStreamView | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_version=from_version,
        token=token,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    from_version: int | None | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> (
    FeedTheKittenStreamEvent
    | FeedTheKittenStreamView
    | KinokoKombatStreamEvent
    | KinokoKombatStreamView
    | KombatKittensStreamEvent
    | KombatKittensStreamView
    | TrendingKittensStreamEvent
    | TrendingKittensStreamView
    | ProblemDetails
    | None
):
    """Server-Sent Events: the game's events as your seat (or a spectator) may see them

    Args:
        game_id (str): The game's id
        from_version (int | None | Unset): Replay from this version first
        token (str | Unset):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenStreamEvent | FeedTheKittenStreamView | KinokoKombatStreamEvent | KinokoKombatStreamView | KombatKittensStreamEvent | KombatKittensStreamView | TrendingKittensStreamEvent | TrendingKittensStreamView | ProblemDetails
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        from_version=from_version,
        token=token,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    from_version: int | None | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> Response[
    FeedTheKittenStreamEvent
    | FeedTheKittenStreamView
    | KinokoKombatStreamEvent
    | KinokoKombatStreamView
    | KombatKittensStreamEvent
    | KombatKittensStreamView
    | TrendingKittensStreamEvent
    | TrendingKittensStreamView
    | ProblemDetails
]:
    """Server-Sent Events: the game's events as your seat (or a spectator) may see them

    Args:
        game_id (str): The game's id
        from_version (int | None | Unset): Replay from this version first
        token (str | Unset):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenStreamEvent | FeedTheKittenStreamView | KinokoKombatStreamEvent | KinokoKombatStreamView | KombatKittensStreamEvent | KombatKittensStreamView | TrendingKittensStreamEvent | TrendingKittensStreamView | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_version=from_version,
        token=token,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    from_version: int | None | Unset = UNSET,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> (
    FeedTheKittenStreamEvent
    | FeedTheKittenStreamView
    | KinokoKombatStreamEvent
    | KinokoKombatStreamView
    | KombatKittensStreamEvent
    | KombatKittensStreamView
    | TrendingKittensStreamEvent
    | TrendingKittensStreamView
    | ProblemDetails
    | None
):
    """Server-Sent Events: the game's events as your seat (or a spectator) may see them

    Args:
        game_id (str): The game's id
        from_version (int | None | Unset): Replay from this version first
        token (str | Unset):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenStreamEvent | FeedTheKittenStreamView | KinokoKombatStreamEvent | KinokoKombatStreamView | KombatKittensStreamEvent | KombatKittensStreamView | TrendingKittensStreamEvent | TrendingKittensStreamView | ProblemDetails
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            from_version=from_version,
            token=token,
            last_event_id=last_event_id,
        )
    ).parsed
