"""The action alphabet: fixed per setup, every legal command spelled in it, and nothing else allowed."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from clowder_sdk.training import ActionAlphabet, NoVocabulary, Speller, env, raw_env
from clowder_sdk.training.actions import END, Token

from domain.feed_the_kitten import GAME as FEED_THE_KITTEN
from domain.kinoko_kombat.commands import ArrangeRow, ChooseLeader
from domain.kombat_kittens.commands import Command as KombatCommand
from domain.kombat_kittens.commands import DrawCard, Recruit, TakeTreasure
from domain.trending_kittens.commands import PlayCard
from services.game_registry import all_games

pytestmark = pytest.mark.unit

SETUPS = [(kind, seats) for kind, game in all_games().items() for seats in range(game.min_seats, game.max_seats + 1)]


def _alphabet() -> ActionAlphabet:
    cards = ("1Sa", "2Mb", "3Nc")
    words = {"take": cards, "give": cards, "card": cards, "cards": cards, "opponent": (0, 1), "helper": (0, 1)}
    return ActionAlphabet(KombatCommand, words, {"cards": 2})


def test_a_command_without_fields_is_its_tag_alone() -> None:
    alphabet = _alphabet()
    assert [alphabet.tokens[i] for i in alphabet.spell(DrawCard())] == [Token("draw_card", None, None)]


def test_the_first_token_names_the_command_and_its_first_field_the_next_ones_each_field() -> None:
    alphabet = _alphabet()
    spelled = [alphabet.tokens[i] for i in alphabet.spell(Recruit(take="2Mb", give="1Sa"))]
    assert spelled == [Token("recruit", "take", "2Mb"), Token(None, "give", "1Sa")]


def test_a_tuple_is_spelled_element_by_element_and_closed() -> None:
    alphabet = _alphabet()
    one = [alphabet.tokens[i] for i in alphabet.spell(TakeTreasure(cards=("3Nc",)))]
    two = [alphabet.tokens[i] for i in alphabet.spell(TakeTreasure(cards=("1Sa", "3Nc")))]
    assert one == [Token("take_treasure", "cards", "3Nc"), Token(None, "cards", END)]
    assert two == [Token("take_treasure", "cards", "1Sa"), Token(None, "cards", "3Nc"), Token(None, "cards", END)]


def test_a_value_outside_the_alphabet_is_refused() -> None:
    with pytest.raises(ValueError, match="not in this setup's action alphabet"):
        _alphabet().spell(Recruit(take="9Pc", give="1Sa"))


def test_the_speller_asks_only_where_there_is_a_choice() -> None:
    alphabet = _alphabet()
    speller = Speller(alphabet, [TakeTreasure(cards=("1Sa", "2Mb")), TakeTreasure(cards=("1Sa", "3Nc")), DrawCard()])
    assert speller.allowed() == {alphabet.spell(DrawCard())[0], alphabet.spell(TakeTreasure(cards=("1Sa", "2Mb")))[0]}
    assert speller.take(alphabet.spell(TakeTreasure(cards=("1Sa", "2Mb")))[0]) is None
    # The second card is a choice; the end that follows it is not.
    assert speller.take(alphabet.spell(TakeTreasure(cards=("1Sa", "3Nc")))[1]) == TakeTreasure(cards=("1Sa", "3Nc"))


def test_an_action_that_leads_to_no_legal_command_is_refused() -> None:
    alphabet = _alphabet()
    speller = Speller(alphabet, [DrawCard()])
    with pytest.raises(ValueError, match="not allowed"):
        speller.take(alphabet.spell(Recruit(take="1Sa", give="2Mb"))[0])


@pytest.mark.parametrize(("kind", "seats"), SETUPS)
def test_the_alphabet_is_fixed_per_setup(kind: str, seats: int) -> None:
    first, second = raw_env(kind, seats), raw_env(kind, seats)
    assert first.alphabet.tokens == second.alphabet.tokens
    assert first.action_space("player_0").n == first.alphabet.size


@pytest.mark.parametrize(("kind", "seats"), SETUPS)
def test_random_games_end_and_every_legal_command_is_spelled(kind: str, seats: int) -> None:
    """Every legal command of every decision is spelled (a Speller spells them all), to the end of the game."""
    for seed in range(3):
        table = raw_env(kind, seats)
        table.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _agent in table.agent_iter():
            observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            allowed = np.flatnonzero(observation["action_mask"])
            table.step(int(rng.choice(allowed)))
        assert table.game.is_terminal(table.state_)


def test_the_mask_allows_exactly_the_first_tokens_of_the_legal_commands() -> None:
    table = raw_env("kombat-kittens", 3)
    table.reset(seed=4)
    agent = table.agent_selection
    legal = table.game.legal_commands(table.state_, int(agent.removeprefix("player_")))
    expected = {table.alphabet.spell(command)[0] for command in legal}
    assert set(np.flatnonzero(table.observe(agent)["action_mask"])) == expected


def test_a_play_of_several_fields_keeps_the_seat_until_it_is_whole() -> None:
    table = raw_env("trending-kittens", 2)
    table.reset(seed=1)
    while table.state_.phase != "playing":
        agent = table.agent_selection
        table.step(int(np.flatnonzero(table.observe(agent)["action_mask"])[0]))
    agent, version = table.agent_selection, len(table.events)
    play = next(c for c in table.infos[agent]["legal_commands"] if isinstance(c, PlayCard))
    spelled = table.alphabet.spell(play)
    assert len(spelled) == 4
    for taken, action in enumerate(spelled[:-1], start=1):
        table.step(action)
        assert table.agent_selection == agent and len(table.events) == version
        assert list(table.observe(agent)["prefix"][:taken]) == list(spelled[:taken])
    table.step(spelled[-1])
    assert len(table.events) > version


def test_a_kinoko_row_is_laid_card_by_card() -> None:
    table = raw_env("kinoko-kombat", 2)
    table.reset(seed=2)
    agent = table.agent_selection
    leader = next(c for c in table.infos[agent]["legal_commands"] if isinstance(c, ChooseLeader))
    table.step(table.alphabet.spell(leader)[0])
    while table.agent_selection != agent:
        other = table.agent_selection
        table.step(int(np.flatnonzero(table.observe(other)["action_mask"])[0]))
    rows = [c for c in table.infos[agent]["legal_commands"] if isinstance(c, ArrangeRow)]
    assert rows and all(len(table.alphabet.spell(row)) == len(row.row) + 1 for row in rows)


def test_a_kind_without_a_vocabulary_has_no_environment() -> None:
    unlisted = dataclasses.replace(FEED_THE_KITTEN, kind="unlisted-kitten")

    from clowder_sdk.training import ClowderEnv

    with pytest.raises(NoVocabulary, match="unlisted-kitten"):
        ClowderEnv(unlisted, FEED_THE_KITTEN.default_setup(2))


def test_an_option_the_rules_refuse_is_refused_at_construction() -> None:
    from domain.core.rejection import InvalidSetup

    with pytest.raises(InvalidSetup):
        env("feed-the-kitten", seats=9)
