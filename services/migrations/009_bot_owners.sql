-- The player whose token registered a bot player, if any: an organizer may enter
-- into its tournaments the server bots it registered, and nobody else (no person is
-- entered without their own token).
ALTER TABLE players ADD COLUMN IF NOT EXISTS registered_by text;
