"""The client the project's own tools use: requests, retries with one Idempotency-Key, pacing to the budgets."""

from api.client.session import ApiError, ClowderClient

__all__ = ["ApiError", "ClowderClient"]
