from enum import StrEnum


class CreateTokenScopesItem(StrEnum):
    ORGANIZE = "organize"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
