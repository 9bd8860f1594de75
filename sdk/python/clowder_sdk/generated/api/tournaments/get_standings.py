from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_standings_format import GetStandingsFormat
from ...models.problem_details import ProblemDetails
from ...models.standing_row import StandingRow
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    *,
    format_: GetStandingsFormat | Unset = GetStandingsFormat.JSON,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tournaments/{tournament_id}/standings".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ProblemDetails | list[StandingRow] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = StandingRow.from_dict(response_200_item_data)

            response_200.append(response_200_item)

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

    if response.status_code == 503:
        response_503 = ProblemDetails.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemDetails | list[StandingRow]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetStandingsFormat | Unset = GetStandingsFormat.JSON,
) -> Response[ProblemDetails | list[StandingRow]]:
    """Standings as JSON or CSV

    Args:
        tournament_id (str): The tournament's id
        format_ (GetStandingsFormat | Unset):  Default: GetStandingsFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | list[StandingRow]]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetStandingsFormat | Unset = GetStandingsFormat.JSON,
) -> ProblemDetails | list[StandingRow] | None:
    """Standings as JSON or CSV

    Args:
        tournament_id (str): The tournament's id
        format_ (GetStandingsFormat | Unset):  Default: GetStandingsFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | list[StandingRow]
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetStandingsFormat | Unset = GetStandingsFormat.JSON,
) -> Response[ProblemDetails | list[StandingRow]]:
    """Standings as JSON or CSV

    Args:
        tournament_id (str): The tournament's id
        format_ (GetStandingsFormat | Unset):  Default: GetStandingsFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | list[StandingRow]]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: GetStandingsFormat | Unset = GetStandingsFormat.JSON,
) -> ProblemDetails | list[StandingRow] | None:
    """Standings as JSON or CSV

    Args:
        tournament_id (str): The tournament's id
        format_ (GetStandingsFormat | Unset):  Default: GetStandingsFormat.JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | list[StandingRow]
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            format_=format_,
        )
    ).parsed
