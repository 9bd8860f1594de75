from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_token import CreateToken
from ...models.issued_token import IssuedToken
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateToken,
    idempotency_key: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/players/me/tokens",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IssuedToken | ProblemDetails | None:
    if response.status_code == 201:
        response_201 = IssuedToken.from_dict(response.json())

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
) -> Response[IssuedToken | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateToken,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[IssuedToken | ProblemDetails]:
    """Create a named token with scopes and an optional expiry

     The token is shown once (the answer says `Cache-Control: no-store`). It is the calling token's child
    (`info.parent_token_id`): its scopes must be within the calling token's, `play` including `read`
    (403 `insufficient-scope` otherwise); it expires when asked or when the calling token does,
    whichever comes first (`info.expires_at` says when); and it stops working as soon as the calling
    token, or any token before it, is revoked or expires. A token may have at most 8 ancestors (422
    `invalid-request`). With an `Idempotency-Key` a resend makes no second token: within 24 h it answers
    the first token, secret included; later, a 409 `token-already-issued` naming it (revoke it if its
    secret was lost).

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) makes one token and answers with it, secret included, for a day; after that a 409
            `token-already-issued` names the token without its secret. The same key with another body,
            or from another of your tokens, is a 422 `idempotency-key-reused`. Scoped to the player.
            At least 16 characters (a UUID): it is what gets the secret back.
        body (CreateToken): The token's name, its scopes and, optionally, how long it lives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IssuedToken | ProblemDetails]
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
    body: CreateToken,
    idempotency_key: None | str | Unset = UNSET,
) -> IssuedToken | ProblemDetails | None:
    """Create a named token with scopes and an optional expiry

     The token is shown once (the answer says `Cache-Control: no-store`). It is the calling token's child
    (`info.parent_token_id`): its scopes must be within the calling token's, `play` including `read`
    (403 `insufficient-scope` otherwise); it expires when asked or when the calling token does,
    whichever comes first (`info.expires_at` says when); and it stops working as soon as the calling
    token, or any token before it, is revoked or expires. A token may have at most 8 ancestors (422
    `invalid-request`). With an `Idempotency-Key` a resend makes no second token: within 24 h it answers
    the first token, secret included; later, a 409 `token-already-issued` naming it (revoke it if its
    secret was lost).

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) makes one token and answers with it, secret included, for a day; after that a 409
            `token-already-issued` names the token without its secret. The same key with another body,
            or from another of your tokens, is a 422 `idempotency-key-reused`. Scoped to the player.
            At least 16 characters (a UUID): it is what gets the secret back.
        body (CreateToken): The token's name, its scopes and, optionally, how long it lives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IssuedToken | ProblemDetails
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateToken,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[IssuedToken | ProblemDetails]:
    """Create a named token with scopes and an optional expiry

     The token is shown once (the answer says `Cache-Control: no-store`). It is the calling token's child
    (`info.parent_token_id`): its scopes must be within the calling token's, `play` including `read`
    (403 `insufficient-scope` otherwise); it expires when asked or when the calling token does,
    whichever comes first (`info.expires_at` says when); and it stops working as soon as the calling
    token, or any token before it, is revoked or expires. A token may have at most 8 ancestors (422
    `invalid-request`). With an `Idempotency-Key` a resend makes no second token: within 24 h it answers
    the first token, secret included; later, a 409 `token-already-issued` naming it (revoke it if its
    secret was lost).

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) makes one token and answers with it, secret included, for a day; after that a 409
            `token-already-issued` names the token without its secret. The same key with another body,
            or from another of your tokens, is a 422 `idempotency-key-reused`. Scoped to the player.
            At least 16 characters (a UUID): it is what gets the secret back.
        body (CreateToken): The token's name, its scopes and, optionally, how long it lives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IssuedToken | ProblemDetails]
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
    body: CreateToken,
    idempotency_key: None | str | Unset = UNSET,
) -> IssuedToken | ProblemDetails | None:
    """Create a named token with scopes and an optional expiry

     The token is shown once (the answer says `Cache-Control: no-store`). It is the calling token's child
    (`info.parent_token_id`): its scopes must be within the calling token's, `play` including `read`
    (403 `insufficient-scope` otherwise); it expires when asked or when the calling token does,
    whichever comes first (`info.expires_at` says when); and it stops working as soon as the calling
    token, or any token before it, is revoked or expires. A token may have at most 8 ancestors (422
    `invalid-request`). With an `Idempotency-Key` a resend makes no second token: within 24 h it answers
    the first token, secret included; later, a 409 `token-already-issued` naming it (revoke it if its
    secret was lost).

    Args:
        idempotency_key (None | str | Unset): Retrying with the same key (to any API process, even
            at once) makes one token and answers with it, secret included, for a day; after that a 409
            `token-already-issued` names the token without its secret. The same key with another body,
            or from another of your tokens, is a 422 `idempotency-key-reused`. Scoped to the player.
            At least 16 characters (a UUID): it is what gets the secret back.
        body (CreateToken): The token's name, its scopes and, optionally, how long it lives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IssuedToken | ProblemDetails
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
