"""Which peers may say who the client is: ``CLOWDER_TRUSTED_PROXIES``, empty by default.

Every per-address budget (rate limits, anonymous live streams) counts the
ASGI ``client``. uvicorn rewrites it from ``X-Forwarded-For`` whenever the
peer is in ``forwarded_allow_ips``, and its default trusts 127.0.0.1: a
service without a proxy in front then let any local client, or anything
relayed through loopback, pick the address it is counted as, and so pass
every per-address budget by sending a new ``X-Forwarded-For`` each time.

So no forwarded header is trusted unless the operator names the proxies
(IP addresses or CIDR networks, comma-separated). Named, uvicorn's own
middleware does the rewriting: it walks ``X-Forwarded-For`` from the right
and takes the first address that is not a trusted proxy, so a client cannot
choose its address by prepending entries of its own either. Every uvicorn
this project starts takes its options from :func:`uvicorn_proxy_options`.
"""

from __future__ import annotations

import ipaddress

import msgspec


class ProxyOptions(msgspec.Struct, frozen=True):
    """uvicorn's ``proxy_headers`` and ``forwarded_allow_ips``, decided together."""

    proxy_headers: bool
    forwarded_allow_ips: list[str]


def parse_trusted_proxies(raw: str | None) -> tuple[str, ...]:
    """``"10.0.0.5, 172.28.0.0/24"`` as its entries, each checked; ``ValueError`` names one that is not an address.

    uvicorn would keep a malformed entry as a literal that matches nothing,
    so a typo would silently trust no one (or, with ``*``, everyone): both
    are refused here, at startup, instead.
    """
    entries = tuple(entry.strip() for entry in (raw or "").split(",") if entry.strip())
    for entry in entries:
        try:
            ipaddress.ip_network(entry, strict=False)
        except ValueError:
            raise ValueError(
                f"CLOWDER_TRUSTED_PROXIES: {entry!r} is not an IP address or a CIDR network "
                "(name each proxy, e.g. 10.0.0.5 or 172.28.0.0/24)"
            ) from None
    return entries


def uvicorn_proxy_options(trusted_proxies: tuple[str, ...]) -> ProxyOptions:
    """No proxy named: forwarded headers are ignored entirely; else trusted from those peers only."""
    return ProxyOptions(proxy_headers=bool(trusted_proxies), forwarded_allow_ips=list(trusted_proxies))
