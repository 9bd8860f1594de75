-- The event store: every stream's events in one table, which is also the
-- outbox that projectors follow (see docs/eventstore.md).

CREATE TABLE events (
    -- Global order is (transaction_id, position); position alone has gaps in
    -- commit order, transaction_id is what makes following the log safe.
    position        bigint GENERATED ALWAYS AS IDENTITY,
    transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
    stream_id       text NOT NULL,
    version         bigint NOT NULL CHECK (version > 0),
    type            text NOT NULL,
    data            jsonb NOT NULL,
    metadata        jsonb NOT NULL DEFAULT '{}',
    -- The append's idempotency key, on every row of its batch; first_in_batch
    -- marks the one row the unique index below holds.
    idempotency_key text,
    first_in_batch  boolean NOT NULL DEFAULT true,
    recorded_at     timestamptz NOT NULL DEFAULT now(),
    -- Optimistic concurrency: a second writer at the same version fails here.
    CONSTRAINT events_stream_version PRIMARY KEY (stream_id, version)
);

CREATE UNIQUE INDEX events_global_order ON events (transaction_id, position);

CREATE UNIQUE INDEX events_idempotency ON events (stream_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL AND first_in_batch;
