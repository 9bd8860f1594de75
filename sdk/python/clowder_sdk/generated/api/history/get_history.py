from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_the_kitten_history import FeedTheKittenHistory
from ...models.kinoko_kombat_history import KinokoKombatHistory
from ...models.kombat_kittens_history import KombatKittensHistory
from ...models.problem_details import ProblemDetails
from ...models.trending_kittens_history import TrendingKittensHistory
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    from_version: int | Unset = 1,
    to_version: int | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["from_version"] = from_version

    json_to_version: int | None | Unset
    if isinstance(to_version, Unset):
        json_to_version = UNSET
    else:
        json_to_version = to_version
    params["to_version"] = json_to_version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_type_0 = FeedTheKittenHistory.from_dict(data)

                return componentsschemas_history_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_type_1 = KinokoKombatHistory.from_dict(data)

                return componentsschemas_history_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_type_2 = KombatKittensHistory.from_dict(data)

                return componentsschemas_history_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_history_type_3 = TrendingKittensHistory.from_dict(data)

            return componentsschemas_history_type_3

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
    FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails
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
    from_version: int | Unset = 1,
    to_version: int | None | Unset = UNSET,
) -> Response[
    FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails
]:
    """The game's event history (your seat's share while it runs, all of it once ended)

    Args:
        game_id (str): The game's id
        from_version (int | Unset):  Default: 1.
        to_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_version=from_version,
        to_version=to_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    from_version: int | Unset = 1,
    to_version: int | None | Unset = UNSET,
) -> FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails | None:
    """The game's event history (your seat's share while it runs, all of it once ended)

    Args:
        game_id (str): The game's id
        from_version (int | Unset):  Default: 1.
        to_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        from_version=from_version,
        to_version=to_version,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    from_version: int | Unset = 1,
    to_version: int | None | Unset = UNSET,
) -> Response[
    FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails
]:
    """The game's event history (your seat's share while it runs, all of it once ended)

    Args:
        game_id (str): The game's id
        from_version (int | Unset):  Default: 1.
        to_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_version=from_version,
        to_version=to_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    from_version: int | Unset = 1,
    to_version: int | None | Unset = UNSET,
) -> FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails | None:
    """The game's event history (your seat's share while it runs, all of it once ended)

    Args:
        game_id (str): The game's id
        from_version (int | Unset):  Default: 1.
        to_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenHistory | KinokoKombatHistory | KombatKittensHistory | TrendingKittensHistory | ProblemDetails
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            from_version=from_version,
            to_version=to_version,
        )
    ).parsed
