from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.decision import Decision
from ...models.game_ended import GameEnded
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["token"] = token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/me/decisions",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Decision | GameEnded | ProblemDetails | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> Decision | GameEnded:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_decision_stream_message_type_0 = Decision.from_dict(data)

                return componentsschemas_decision_stream_message_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_decision_stream_message_type_1 = GameEnded.from_dict(data)

            return componentsschemas_decision_stream_message_type_1

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
) -> Response[Decision | GameEnded | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> Response[Decision | GameEnded | ProblemDetails]:
    """Server-Sent Events: every decision you owe, across all your games, and their ends

    Args:
        token (str | Unset):
        last_event_id (int | None | Unset): The `id` of the last message you got: the games of
            yours that ended since then are announced again (the decisions you owe are announced on
            every connection).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Decision | GameEnded | ProblemDetails]
    """

    kwargs = _get_kwargs(
        token=token,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> Decision | GameEnded | ProblemDetails | None:
    """Server-Sent Events: every decision you owe, across all your games, and their ends

    Args:
        token (str | Unset):
        last_event_id (int | None | Unset): The `id` of the last message you got: the games of
            yours that ended since then are announced again (the decisions you owe are announced on
            every connection).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Decision | GameEnded | ProblemDetails
    """

    return sync_detailed(
        client=client,
        token=token,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> Response[Decision | GameEnded | ProblemDetails]:
    """Server-Sent Events: every decision you owe, across all your games, and their ends

    Args:
        token (str | Unset):
        last_event_id (int | None | Unset): The `id` of the last message you got: the games of
            yours that ended since then are announced again (the decisions you owe are announced on
            every connection).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Decision | GameEnded | ProblemDetails]
    """

    kwargs = _get_kwargs(
        token=token,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    token: str | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,
) -> Decision | GameEnded | ProblemDetails | None:
    """Server-Sent Events: every decision you owe, across all your games, and their ends

    Args:
        token (str | Unset):
        last_event_id (int | None | Unset): The `id` of the last message you got: the games of
            yours that ended since then are announced again (the decisions you owe are announced on
            every connection).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Decision | GameEnded | ProblemDetails
    """

    return (
        await asyncio_detailed(
            client=client,
            token=token,
            last_event_id=last_event_id,
        )
    ).parsed
