"""Operations: starting the real PostgreSQL and Redis the service and the tests run on."""
