from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_the_kitten_kind_info import FeedTheKittenKindInfo
from ...models.kinoko_kombat_kind_info import KinokoKombatKindInfo
from ...models.kombat_kittens_kind_info import KombatKittensKindInfo
from ...models.problem_details import ProblemDetails
from ...models.trending_kittens_kind_info import TrendingKittensKindInfo
from ...types import Response


def _get_kwargs(
    kind: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/kinds/{kind}".format(
            kind=quote(str(kind), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FeedTheKittenKindInfo
    | KinokoKombatKindInfo
    | KombatKittensKindInfo
    | TrendingKittensKindInfo
    | ProblemDetails
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
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

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ProblemDetails.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = ProblemDetails.from_dict(response.json())

        return response_422

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
    FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo | ProblemDetails
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    kind: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo | ProblemDetails
]:
    """One game kind: seats, options and command schema

    Args:
        kind (str): A game kind, e.g. `feed-the-kitten`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo | ProblemDetails]
    """

    kwargs = _get_kwargs(
        kind=kind,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    kind: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    FeedTheKittenKindInfo
    | KinokoKombatKindInfo
    | KombatKittensKindInfo
    | TrendingKittensKindInfo
    | ProblemDetails
    | None
):
    """One game kind: seats, options and command schema

    Args:
        kind (str): A game kind, e.g. `feed-the-kitten`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo | ProblemDetails
    """

    return sync_detailed(
        kind=kind,
        client=client,
    ).parsed


async def asyncio_detailed(
    kind: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo | ProblemDetails
]:
    """One game kind: seats, options and command schema

    Args:
        kind (str): A game kind, e.g. `feed-the-kitten`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo | ProblemDetails]
    """

    kwargs = _get_kwargs(
        kind=kind,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    kind: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    FeedTheKittenKindInfo
    | KinokoKombatKindInfo
    | KombatKittensKindInfo
    | TrendingKittensKindInfo
    | ProblemDetails
    | None
):
    """One game kind: seats, options and command schema

    Args:
        kind (str): A game kind, e.g. `feed-the-kitten`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedTheKittenKindInfo | KinokoKombatKindInfo | KombatKittensKindInfo | TrendingKittensKindInfo | ProblemDetails
    """

    return (
        await asyncio_detailed(
            kind=kind,
            client=client,
        )
    ).parsed
