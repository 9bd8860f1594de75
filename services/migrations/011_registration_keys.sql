-- A registration sent with an Idempotency-Key, so that its retries (to any API process, or
-- at once) get the first answer instead of a new player each. The key itself is not kept:
-- only its SHA-256, and the registration's token sealed with a key derived from it
-- (AES-GCM; services/registration_keys.py), so this table alone gives no one a token.
CREATE TABLE IF NOT EXISTS registration_keys (
    key_sha256 bytea PRIMARY KEY,
    fingerprint bytea NOT NULL,
    player_id text NOT NULL REFERENCES players (player_id),
    sealed_token bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
