from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_the_kitten_create_game import FeedTheKittenCreateGame
from ...models.feed_the_kitten_game_summary import FeedTheKittenGameSummary
from ...models.kinoko_kombat_create_game import KinokoKombatCreateGame
from ...models.kinoko_kombat_game_summary import KinokoKombatGameSummary
from ...models.kombat_kittens_create_game import KombatKittensCreateGame
from ...models.kombat_kittens_game_summary import KombatKittensGameSummary
from ...models.problem_details import ProblemDetails
from ...models.trending_kittens_create_game import TrendingKittensCreateGame
from ...models.trending_kittens_game_summary import TrendingKittensGameSummary
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame | TrendingKittensCreateGame,
    idempotency_key: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games",
    }

    if isinstance(body, FeedTheKittenCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, KinokoKombatCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, KombatKittensCreateGame):
        _kwargs["json"] = body.to_dict()
    else:
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
    if response.status_code == 201:

        def _parse_response_201(
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

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ProblemDetails.from_dict(response.json())

        return response_403

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
    *,
    client: AuthenticatedClient,
    body: FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame | TrendingKittensCreateGame,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
]:
    """Create a game of a kind, with a number of seats and options

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame |
            TrendingKittensCreateGame): A new game of a kind, with that kind's options (partial: the
            others keep their defaults). One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame | TrendingKittensCreateGame,
    idempotency_key: None | str | Unset = UNSET,
) -> (
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
    | None
):
    """Create a game of a kind, with a number of seats and options

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame |
            TrendingKittensCreateGame): A new game of a kind, with that kind's options (partial: the
            others keep their defaults). One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame | TrendingKittensCreateGame,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
]:
    """Create a game of a kind, with a number of seats and options

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame |
            TrendingKittensCreateGame): A new game of a kind, with that kind's options (partial: the
            others keep their defaults). One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame | TrendingKittensCreateGame,
    idempotency_key: None | str | Unset = UNSET,
) -> (
    FeedTheKittenGameSummary
    | KinokoKombatGameSummary
    | KombatKittensGameSummary
    | TrendingKittensGameSummary
    | ProblemDetails
    | None
):
    """Create a game of a kind, with a number of seats and options

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateGame | KinokoKombatCreateGame | KombatKittensCreateGame |
            TrendingKittensCreateGame): A new game of a kind, with that kind's options (partial: the
            others keep their defaults). One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenGameSummary | KinokoKombatGameSummary | KombatKittensGameSummary | TrendingKittensGameSummary | ProblemDetails
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
