from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_the_kitten_kind_info import FeedTheKittenKindInfo
from ...models.kinoko_kombat_kind_info import KinokoKombatKindInfo
from ...models.kombat_kittens_kind_info import KombatKittensKindInfo
from ...models.problem_details import ProblemDetails
from ...models.trending_kittens_kind_info import TrendingKittensKindInfo
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/kinds",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ProblemDetails
    | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:

            def _parse_response_200_item(
                data: object,
            ) -> FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kind_info_type_0 = FeedTheKittenKindInfo.from_dict(data)

                    return componentsschemas_kind_info_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kind_info_type_1 = KinokoKombatKindInfo.from_dict(data)

                    return componentsschemas_kind_info_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_kind_info_type_2 = KombatKittensKindInfo.from_dict(data)

                    return componentsschemas_kind_info_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_kind_info_type_3 = TrendingKittensKindInfo.from_dict(data)

                return componentsschemas_kind_info_type_3

            response_200_item = _parse_response_200_item(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = ProblemDetails.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ProblemDetails
    | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ProblemDetails
    | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
]:
    """The game kinds Clowder hosts

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ProblemDetails
    | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
    | None
):
    """The game kinds Clowder hosts

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ProblemDetails
    | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
]:
    """The game kinds Clowder hosts

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ProblemDetails
    | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
    | None
):
    """The game kinds Clowder hosts

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | list[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
