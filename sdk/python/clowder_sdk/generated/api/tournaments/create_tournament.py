from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_the_kitten_create_tournament import FeedTheKittenCreateTournament
from ...models.kinoko_kombat_create_tournament import KinokoKombatCreateTournament
from ...models.kombat_kittens_create_tournament import KombatKittensCreateTournament
from ...models.problem_details import ProblemDetails
from ...models.tournament_view import TournamentView
from ...models.trending_kittens_create_tournament import TrendingKittensCreateTournament
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: FeedTheKittenCreateTournament
    | KinokoKombatCreateTournament
    | KombatKittensCreateTournament
    | TrendingKittensCreateTournament,
    idempotency_key: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tournaments",
    }

    if isinstance(body, FeedTheKittenCreateTournament):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, KinokoKombatCreateTournament):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, KombatKittensCreateTournament):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ProblemDetails | TournamentView | None:
    if response.status_code == 201:
        response_201 = TournamentView.from_dict(response.json())

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
) -> Response[ProblemDetails | TournamentView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: FeedTheKittenCreateTournament
    | KinokoKombatCreateTournament
    | KombatKittensCreateTournament
    | TrendingKittensCreateTournament,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[ProblemDetails | TournamentView]:
    """Create a tournament of a game kind

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateTournament | KinokoKombatCreateTournament |
            KombatKittensCreateTournament | TrendingKittensCreateTournament): A new tournament of a
            kind, with the options of that kind's games. One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TournamentView]
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
    body: FeedTheKittenCreateTournament
    | KinokoKombatCreateTournament
    | KombatKittensCreateTournament
    | TrendingKittensCreateTournament,
    idempotency_key: None | str | Unset = UNSET,
) -> ProblemDetails | TournamentView | None:
    """Create a tournament of a game kind

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateTournament | KinokoKombatCreateTournament |
            KombatKittensCreateTournament | TrendingKittensCreateTournament): A new tournament of a
            kind, with the options of that kind's games. One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TournamentView
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: FeedTheKittenCreateTournament
    | KinokoKombatCreateTournament
    | KombatKittensCreateTournament
    | TrendingKittensCreateTournament,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[ProblemDetails | TournamentView]:
    """Create a tournament of a game kind

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateTournament | KinokoKombatCreateTournament |
            KombatKittensCreateTournament | TrendingKittensCreateTournament): A new tournament of a
            kind, with the options of that kind's games. One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TournamentView]
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
    body: FeedTheKittenCreateTournament
    | KinokoKombatCreateTournament
    | KombatKittensCreateTournament
    | TrendingKittensCreateTournament,
    idempotency_key: None | str | Unset = UNSET,
) -> ProblemDetails | TournamentView | None:
    """Create a tournament of a game kind

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) creates one game and answers with it each time; the same key with another body is
            a 422 `idempotency-key-reused`. Scoped to the caller.
        body (FeedTheKittenCreateTournament | KinokoKombatCreateTournament |
            KombatKittensCreateTournament | TrendingKittensCreateTournament): A new tournament of a
            kind, with the options of that kind's games. One schema per game kind, chosen by `kind`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TournamentView
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
