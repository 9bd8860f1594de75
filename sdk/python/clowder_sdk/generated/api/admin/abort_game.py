from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.abort_game import AbortGame
from ...models.feed_the_kitten_game_summary import FeedTheKittenGameSummary
from ...models.kinoko_kombat_game_summary import KinokoKombatGameSummary
from ...models.kombat_kittens_game_summary import KombatKittensGameSummary
from ...models.problem_details import ProblemDetails
from ...models.trending_kittens_game_summary import TrendingKittensGameSummary
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: AbortGame,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/games/{game_id}/abort".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_summary_type_0 = FeedTheKittenGameSummary.from_dict(data)

                return componentsschemas_game_summary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_summary_type_1 = KinokoKombatGameSummary.from_dict(data)

                return componentsschemas_game_summary_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_summary_type_2 = KombatKittensGameSummary.from_dict(data)

                return componentsschemas_game_summary_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_summary_type_3 = TrendingKittensGameSummary.from_dict(data)

            return componentsschemas_game_summary_type_3

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 409:
        response_409 = ProblemDetails.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ProblemDetails.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ProblemDetails.from_dict(response.json())

        return response_415

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
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
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
    body: AbortGame,
) -> Response[
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
]:
    """Abort a game: it ends with no winner and no rating change

    Args:
        game_id (str): The game's id
        body (AbortGame): Why the game is aborted; recorded in its history for everyone.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AbortGame,
) -> (
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
    | None
):
    """Abort a game: it ends with no winner and no rating change

    Args:
        game_id (str): The game's id
        body (AbortGame): Why the game is aborted; recorded in its history for everyone.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AbortGame,
) -> Response[
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
]:
    """Abort a game: it ends with no winner and no rating change

    Args:
        game_id (str): The game's id
        body (AbortGame): Why the game is aborted; recorded in its history for everyone.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AbortGame,
) -> (
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
    | None
):
    """Abort a game: it ends with no winner and no rating change

    Args:
        game_id (str): The game's id
        body (AbortGame): Why the game is aborted; recorded in its history for everyone.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
