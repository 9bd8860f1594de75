from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.inclusion_proof import InclusionProof
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    game_id: None | str | Unset = UNSET,
    version: int | None | Unset = UNSET,
    leaf_index: int | None | Unset = UNSET,
    tree_size: int | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_game_id: None | str | Unset
    if isinstance(game_id, Unset):
        json_game_id = UNSET
    else:
        json_game_id = game_id
    params["game_id"] = json_game_id

    json_version: int | None | Unset
    if isinstance(version, Unset):
        json_version = UNSET
    else:
        json_version = version
    params["version"] = json_version

    json_leaf_index: int | None | Unset
    if isinstance(leaf_index, Unset):
        json_leaf_index = UNSET
    else:
        json_leaf_index = leaf_index
    params["leaf_index"] = json_leaf_index

    json_tree_size: int | None | Unset
    if isinstance(tree_size, Unset):
        json_tree_size = UNSET
    else:
        json_tree_size = tree_size
    params["tree_size"] = json_tree_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/log/proofs/inclusion",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InclusionProof | ProblemDetails | None:
    if response.status_code == 200:
        response_200 = InclusionProof.from_dict(response.json())

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
) -> Response[InclusionProof | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    game_id: None | str | Unset = UNSET,
    version: int | None | Unset = UNSET,
    leaf_index: int | None | Unset = UNSET,
    tree_size: int | None | Unset = UNSET,
) -> Response[InclusionProof | ProblemDetails]:
    """Prove a game's batch (or a leaf) is in the tree of a published head

    Args:
        game_id (None | str | Unset): The game whose batch to prove
        version (int | None | Unset): A version of the game: its batch's leaf (default: its last
            logged)
        leaf_index (int | None | Unset): A leaf, by index (instead of game_id)
        tree_size (int | None | Unset): The tree size of a published head (default: the latest
            head)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InclusionProof | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
        leaf_index=leaf_index,
        tree_size=tree_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    game_id: None | str | Unset = UNSET,
    version: int | None | Unset = UNSET,
    leaf_index: int | None | Unset = UNSET,
    tree_size: int | None | Unset = UNSET,
) -> InclusionProof | ProblemDetails | None:
    """Prove a game's batch (or a leaf) is in the tree of a published head

    Args:
        game_id (None | str | Unset): The game whose batch to prove
        version (int | None | Unset): A version of the game: its batch's leaf (default: its last
            logged)
        leaf_index (int | None | Unset): A leaf, by index (instead of game_id)
        tree_size (int | None | Unset): The tree size of a published head (default: the latest
            head)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InclusionProof | ProblemDetails
    """

    return sync_detailed(
        client=client,
        game_id=game_id,
        version=version,
        leaf_index=leaf_index,
        tree_size=tree_size,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    game_id: None | str | Unset = UNSET,
    version: int | None | Unset = UNSET,
    leaf_index: int | None | Unset = UNSET,
    tree_size: int | None | Unset = UNSET,
) -> Response[InclusionProof | ProblemDetails]:
    """Prove a game's batch (or a leaf) is in the tree of a published head

    Args:
        game_id (None | str | Unset): The game whose batch to prove
        version (int | None | Unset): A version of the game: its batch's leaf (default: its last
            logged)
        leaf_index (int | None | Unset): A leaf, by index (instead of game_id)
        tree_size (int | None | Unset): The tree size of a published head (default: the latest
            head)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InclusionProof | ProblemDetails]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
        leaf_index=leaf_index,
        tree_size=tree_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    game_id: None | str | Unset = UNSET,
    version: int | None | Unset = UNSET,
    leaf_index: int | None | Unset = UNSET,
    tree_size: int | None | Unset = UNSET,
) -> InclusionProof | ProblemDetails | None:
    """Prove a game's batch (or a leaf) is in the tree of a published head

    Args:
        game_id (None | str | Unset): The game whose batch to prove
        version (int | None | Unset): A version of the game: its batch's leaf (default: its last
            logged)
        leaf_index (int | None | Unset): A leaf, by index (instead of game_id)
        tree_size (int | None | Unset): The tree size of a published head (default: the latest
            head)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InclusionProof | ProblemDetails
    """

    return (
        await asyncio_detailed(
            client=client,
            game_id=game_id,
            version=version,
            leaf_index=leaf_index,
            tree_size=tree_size,
        )
    ).parsed
