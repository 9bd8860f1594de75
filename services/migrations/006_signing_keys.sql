-- The service's Ed25519 signing keys for receipts and signed heads
-- (services/signing.py, docs/fairness.md). Created on first start, shared by
-- every API process, rotatable: exactly one key is active (retired_at NULL);
-- retired keys stay published so their old receipts keep verifying.
CREATE TABLE IF NOT EXISTS signing_keys (
    key_id      text PRIMARY KEY,
    algorithm   text NOT NULL DEFAULT 'ed25519',
    private_key bytea NOT NULL,
    public_key  bytea NOT NULL UNIQUE,
    created_at  timestamptz NOT NULL DEFAULT now(),
    retired_at  timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS signing_keys_one_active ON signing_keys ((true)) WHERE retired_at IS NULL;
