"""Contains all the data models used in inputs/outputs"""

from .abort_game import AbortGame
from .audit_report import AuditReport
from .audit_report_outcome import AuditReportOutcome
from .bot_strategy import BotStrategy
from .chain_head import ChainHead
from .consistency_proof import ConsistencyProof
from .create_seek import CreateSeek
from .create_seek_options import CreateSeekOptions
from .create_token import CreateToken
from .create_token_scopes_item import CreateTokenScopesItem
from .decision import Decision
from .enter_tournament import EnterTournament
from .entrant import Entrant
from .entrant_rating import EntrantRating
from .entrant_registered import EntrantRegistered
from .entrant_withdrawn import EntrantWithdrawn
from .feed_the_kitten_card_drawn import FeedTheKittenCardDrawn
from .feed_the_kitten_card_drawn_hidden import FeedTheKittenCardDrawnHidden
from .feed_the_kitten_card_played import FeedTheKittenCardPlayed
from .feed_the_kitten_cause import FeedTheKittenCause
from .feed_the_kitten_cause_by_type_0 import FeedTheKittenCauseByType0
from .feed_the_kitten_command_result import FeedTheKittenCommandResult
from .feed_the_kitten_create_game import FeedTheKittenCreateGame
from .feed_the_kitten_create_tournament import FeedTheKittenCreateTournament
from .feed_the_kitten_create_tournament_format import FeedTheKittenCreateTournamentFormat
from .feed_the_kitten_create_tournament_seeding import FeedTheKittenCreateTournamentSeeding
from .feed_the_kitten_draw_card import FeedTheKittenDrawCard
from .feed_the_kitten_draw_pile_reshuffled import FeedTheKittenDrawPileReshuffled
from .feed_the_kitten_draw_pile_reshuffled_hidden import FeedTheKittenDrawPileReshuffledHidden
from .feed_the_kitten_exported_event import FeedTheKittenExportedEvent
from .feed_the_kitten_exported_event_metadata import FeedTheKittenExportedEventMetadata
from .feed_the_kitten_game_export import FeedTheKittenGameExport
from .feed_the_kitten_game_export_status import FeedTheKittenGameExportStatus
from .feed_the_kitten_game_summary import FeedTheKittenGameSummary
from .feed_the_kitten_game_summary_status import FeedTheKittenGameSummaryStatus
from .feed_the_kitten_game_view import FeedTheKittenGameView
from .feed_the_kitten_game_view_status import FeedTheKittenGameViewStatus
from .feed_the_kitten_game_won import FeedTheKittenGameWon
from .feed_the_kitten_hand_discarded import FeedTheKittenHandDiscarded
from .feed_the_kitten_hand_discarded_hidden import FeedTheKittenHandDiscardedHidden
from .feed_the_kitten_history import FeedTheKittenHistory
from .feed_the_kitten_history_entry import FeedTheKittenHistoryEntry
from .feed_the_kitten_history_status import FeedTheKittenHistoryStatus
from .feed_the_kitten_kind_info import FeedTheKittenKindInfo
from .feed_the_kitten_kind_info_command_schema import FeedTheKittenKindInfoCommandSchema
from .feed_the_kitten_kind_info_options_schema import FeedTheKittenKindInfoOptionsSchema
from .feed_the_kitten_options import FeedTheKittenOptions
from .feed_the_kitten_pass import FeedTheKittenPass
from .feed_the_kitten_play_card import FeedTheKittenPlayCard
from .feed_the_kitten_renew_hand import FeedTheKittenRenewHand
from .feed_the_kitten_round_dealt import FeedTheKittenRoundDealt
from .feed_the_kitten_round_dealt_hidden import FeedTheKittenRoundDealtHidden
from .feed_the_kitten_round_won import FeedTheKittenRoundWon
from .feed_the_kitten_round_won_reason import FeedTheKittenRoundWonReason
from .feed_the_kitten_seat_view import FeedTheKittenSeatView
from .feed_the_kitten_starter_flipped import FeedTheKittenStarterFlipped
from .feed_the_kitten_starter_returned import FeedTheKittenStarterReturned
from .feed_the_kitten_starter_returned_hidden import FeedTheKittenStarterReturnedHidden
from .feed_the_kitten_state import FeedTheKittenState
from .feed_the_kitten_state_at_version import FeedTheKittenStateAtVersion
from .feed_the_kitten_state_phase import FeedTheKittenStatePhase
from .feed_the_kitten_stream_event import FeedTheKittenStreamEvent
from .feed_the_kitten_stream_view import FeedTheKittenStreamView
from .feed_the_kitten_stream_view_status import FeedTheKittenStreamViewStatus
from .feed_the_kitten_turn_ended import FeedTheKittenTurnEnded
from .feed_the_kitten_turn_passed import FeedTheKittenTurnPassed
from .feed_the_kitten_view import FeedTheKittenView
from .feed_the_kitten_view_phase import FeedTheKittenViewPhase
from .field_error import FieldError
from .game_aborted import GameAborted
from .game_created import GameCreated
from .game_created_options import GameCreatedOptions
from .game_ended import GameEnded
from .game_forfeited import GameForfeited
from .game_kind import GameKind
from .game_list import GameList
from .game_record import GameRecord
from .game_result_recorded import GameResultRecorded
from .game_started import GameStarted
from .get_standings_format import GetStandingsFormat
from .head_list import HeadList
from .health import Health
from .inclusion_proof import InclusionProof
from .issued_token import IssuedToken
from .join_game import JoinGame
from .key_set import KeySet
from .kinoko_kombat_arrange_row import KinokoKombatArrangeRow
from .kinoko_kombat_cause import KinokoKombatCause
from .kinoko_kombat_cause_by_type_0 import KinokoKombatCauseByType0
from .kinoko_kombat_center_chosen import KinokoKombatCenterChosen
from .kinoko_kombat_center_chosen_hidden import KinokoKombatCenterChosenHidden
from .kinoko_kombat_center_claimed import KinokoKombatCenterClaimed
from .kinoko_kombat_center_claimed_token import KinokoKombatCenterClaimedToken
from .kinoko_kombat_center_slot import KinokoKombatCenterSlot
from .kinoko_kombat_center_view import KinokoKombatCenterView
from .kinoko_kombat_center_view_colour_type_0 import KinokoKombatCenterViewColourType0
from .kinoko_kombat_center_view_token_type_0 import KinokoKombatCenterViewTokenType0
from .kinoko_kombat_choose_center import KinokoKombatChooseCenter
from .kinoko_kombat_choose_leader import KinokoKombatChooseLeader
from .kinoko_kombat_claim import KinokoKombatClaim
from .kinoko_kombat_claim_center import KinokoKombatClaimCenter
from .kinoko_kombat_claim_center_token import KinokoKombatClaimCenterToken
from .kinoko_kombat_claim_recruit import KinokoKombatClaimRecruit
from .kinoko_kombat_claim_recruit_token import KinokoKombatClaimRecruitToken
from .kinoko_kombat_claim_target import KinokoKombatClaimTarget
from .kinoko_kombat_claim_token import KinokoKombatClaimToken
from .kinoko_kombat_command_result import KinokoKombatCommandResult
from .kinoko_kombat_create_game import KinokoKombatCreateGame
from .kinoko_kombat_create_tournament import KinokoKombatCreateTournament
from .kinoko_kombat_create_tournament_format import KinokoKombatCreateTournamentFormat
from .kinoko_kombat_create_tournament_seeding import KinokoKombatCreateTournamentSeeding
from .kinoko_kombat_exported_event import KinokoKombatExportedEvent
from .kinoko_kombat_exported_event_metadata import KinokoKombatExportedEventMetadata
from .kinoko_kombat_game_ended import KinokoKombatGameEnded
from .kinoko_kombat_game_export import KinokoKombatGameExport
from .kinoko_kombat_game_export_status import KinokoKombatGameExportStatus
from .kinoko_kombat_game_summary import KinokoKombatGameSummary
from .kinoko_kombat_game_summary_status import KinokoKombatGameSummaryStatus
from .kinoko_kombat_game_view import KinokoKombatGameView
from .kinoko_kombat_game_view_status import KinokoKombatGameViewStatus
from .kinoko_kombat_history import KinokoKombatHistory
from .kinoko_kombat_history_entry import KinokoKombatHistoryEntry
from .kinoko_kombat_history_status import KinokoKombatHistoryStatus
from .kinoko_kombat_kind_info import KinokoKombatKindInfo
from .kinoko_kombat_kind_info_command_schema import KinokoKombatKindInfoCommandSchema
from .kinoko_kombat_kind_info_options_schema import KinokoKombatKindInfoOptionsSchema
from .kinoko_kombat_kinoko_options import KinokoKombatKinokoOptions
from .kinoko_kombat_kinoko_options_two_player_pairing import KinokoKombatKinokoOptionsTwoPlayerPairing
from .kinoko_kombat_kinoko_state import KinokoKombatKinokoState
from .kinoko_kombat_kinoko_state_phase import KinokoKombatKinokoStatePhase
from .kinoko_kombat_kinoko_view import KinokoKombatKinokoView
from .kinoko_kombat_kinoko_view_phase import KinokoKombatKinokoViewPhase
from .kinoko_kombat_leader_chosen import KinokoKombatLeaderChosen
from .kinoko_kombat_leader_chosen_hidden import KinokoKombatLeaderChosenHidden
from .kinoko_kombat_point_table import KinokoKombatPointTable
from .kinoko_kombat_recruit_claimed import KinokoKombatRecruitClaimed
from .kinoko_kombat_recruit_claimed_token import KinokoKombatRecruitClaimedToken
from .kinoko_kombat_round_dealt import KinokoKombatRoundDealt
from .kinoko_kombat_round_dealt_hidden import KinokoKombatRoundDealtHidden
from .kinoko_kombat_row_arranged import KinokoKombatRowArranged
from .kinoko_kombat_row_arranged_hidden import KinokoKombatRowArrangedHidden
from .kinoko_kombat_row_card_view import KinokoKombatRowCardView
from .kinoko_kombat_row_card_view_colour import KinokoKombatRowCardViewColour
from .kinoko_kombat_row_card_view_token_type_0 import KinokoKombatRowCardViewTokenType0
from .kinoko_kombat_seat_round import KinokoKombatSeatRound
from .kinoko_kombat_seat_view import KinokoKombatSeatView
from .kinoko_kombat_selection_began import KinokoKombatSelectionBegan
from .kinoko_kombat_star_tile_flipped import KinokoKombatStarTileFlipped
from .kinoko_kombat_state_at_version import KinokoKombatStateAtVersion
from .kinoko_kombat_stream_event import KinokoKombatStreamEvent
from .kinoko_kombat_stream_view import KinokoKombatStreamView
from .kinoko_kombat_stream_view_status import KinokoKombatStreamViewStatus
from .kinoko_kombat_team_card_view import KinokoKombatTeamCardView
from .kinoko_kombat_team_card_view_colour import KinokoKombatTeamCardViewColour
from .kinoko_kombat_team_card_view_token import KinokoKombatTeamCardViewToken
from .kinoko_kombat_team_result import KinokoKombatTeamResult
from .kinoko_kombat_team_result_combination import KinokoKombatTeamResultCombination
from .kinoko_kombat_teams_compared import KinokoKombatTeamsCompared
from .kinoko_kombat_tier_points import KinokoKombatTierPoints
from .kinoko_kombat_you_view import KinokoKombatYouView
from .kombat_kittens_accept_help import KombatKittensAcceptHelp
from .kombat_kittens_ask_for_help import KombatKittensAskForHelp
from .kombat_kittens_battle import KombatKittensBattle
from .kombat_kittens_battle_declared import KombatKittensBattleDeclared
from .kombat_kittens_battle_tied import KombatKittensBattleTied
from .kombat_kittens_battle_won import KombatKittensBattleWon
from .kombat_kittens_card import KombatKittensCard
from .kombat_kittens_card_committed import KombatKittensCardCommitted
from .kombat_kittens_card_committed_hidden import KombatKittensCardCommittedHidden
from .kombat_kittens_card_drawn import KombatKittensCardDrawn
from .kombat_kittens_card_drawn_hidden import KombatKittensCardDrawnHidden
from .kombat_kittens_cards_revealed import KombatKittensCardsRevealed
from .kombat_kittens_cause import KombatKittensCause
from .kombat_kittens_cause_by_type_0 import KombatKittensCauseByType0
from .kombat_kittens_command_result import KombatKittensCommandResult
from .kombat_kittens_commit_card import KombatKittensCommitCard
from .kombat_kittens_commitment_returned import KombatKittensCommitmentReturned
from .kombat_kittens_commitment_returned_hidden import KombatKittensCommitmentReturnedHidden
from .kombat_kittens_create_game import KombatKittensCreateGame
from .kombat_kittens_create_tournament import KombatKittensCreateTournament
from .kombat_kittens_create_tournament_format import KombatKittensCreateTournamentFormat
from .kombat_kittens_create_tournament_seeding import KombatKittensCreateTournamentSeeding
from .kombat_kittens_dog_discarded import KombatKittensDogDiscarded
from .kombat_kittens_dog_drawn import KombatKittensDogDrawn
from .kombat_kittens_dog_set_aside import KombatKittensDogSetAside
from .kombat_kittens_dogfight_started import KombatKittensDogfightStarted
from .kombat_kittens_dogfight_won import KombatKittensDogfightWon
from .kombat_kittens_draw_card import KombatKittensDrawCard
from .kombat_kittens_exported_event import KombatKittensExportedEvent
from .kombat_kittens_exported_event_metadata import KombatKittensExportedEventMetadata
from .kombat_kittens_fight import KombatKittensFight
from .kombat_kittens_fight_alone import KombatKittensFightAlone
from .kombat_kittens_fight_kind import KombatKittensFightKind
from .kombat_kittens_fight_stage import KombatKittensFightStage
from .kombat_kittens_fight_view import KombatKittensFightView
from .kombat_kittens_fight_view_kind import KombatKittensFightViewKind
from .kombat_kittens_fight_view_stage import KombatKittensFightViewStage
from .kombat_kittens_forfeit import KombatKittensForfeit
from .kombat_kittens_forfeited import KombatKittensForfeited
from .kombat_kittens_game_ended import KombatKittensGameEnded
from .kombat_kittens_game_export import KombatKittensGameExport
from .kombat_kittens_game_export_status import KombatKittensGameExportStatus
from .kombat_kittens_game_started import KombatKittensGameStarted
from .kombat_kittens_game_started_seen import KombatKittensGameStartedSeen
from .kombat_kittens_game_summary import KombatKittensGameSummary
from .kombat_kittens_game_summary_status import KombatKittensGameSummaryStatus
from .kombat_kittens_game_view import KombatKittensGameView
from .kombat_kittens_game_view_status import KombatKittensGameViewStatus
from .kombat_kittens_give_to_helper import KombatKittensGiveToHelper
from .kombat_kittens_help_accepted import KombatKittensHelpAccepted
from .kombat_kittens_help_asked import KombatKittensHelpAsked
from .kombat_kittens_help_not_asked import KombatKittensHelpNotAsked
from .kombat_kittens_help_refused import KombatKittensHelpRefused
from .kombat_kittens_history import KombatKittensHistory
from .kombat_kittens_history_entry import KombatKittensHistoryEntry
from .kombat_kittens_history_status import KombatKittensHistoryStatus
from .kombat_kittens_keep_treasure import KombatKittensKeepTreasure
from .kombat_kittens_kind_info import KombatKittensKindInfo
from .kombat_kittens_kind_info_command_schema import KombatKittensKindInfoCommandSchema
from .kombat_kittens_kind_info_options_schema import KombatKittensKindInfoOptionsSchema
from .kombat_kittens_litter_box_reshuffled import KombatKittensLitterBoxReshuffled
from .kombat_kittens_litter_box_reshuffled_hidden import KombatKittensLitterBoxReshuffledHidden
from .kombat_kittens_new_deck_shuffled import KombatKittensNewDeckShuffled
from .kombat_kittens_new_deck_shuffled_hidden import KombatKittensNewDeckShuffledHidden
from .kombat_kittens_options import KombatKittensOptions
from .kombat_kittens_played_cards_discarded import KombatKittensPlayedCardsDiscarded
from .kombat_kittens_recruit import KombatKittensRecruit
from .kombat_kittens_recruited import KombatKittensRecruited
from .kombat_kittens_refuse_help import KombatKittensRefuseHelp
from .kombat_kittens_reveal import KombatKittensReveal
from .kombat_kittens_seat_view import KombatKittensSeatView
from .kombat_kittens_side import KombatKittensSide
from .kombat_kittens_side_view import KombatKittensSideView
from .kombat_kittens_state import KombatKittensState
from .kombat_kittens_state_at_version import KombatKittensStateAtVersion
from .kombat_kittens_state_phase import KombatKittensStatePhase
from .kombat_kittens_stream_event import KombatKittensStreamEvent
from .kombat_kittens_stream_view import KombatKittensStreamView
from .kombat_kittens_stream_view_status import KombatKittensStreamViewStatus
from .kombat_kittens_take_treasure import KombatKittensTakeTreasure
from .kombat_kittens_tiebreak_called import KombatKittensTiebreakCalled
from .kombat_kittens_tiebreak_started import KombatKittensTiebreakStarted
from .kombat_kittens_treasure_given import KombatKittensTreasureGiven
from .kombat_kittens_treasure_kept import KombatKittensTreasureKept
from .kombat_kittens_treasure_taken import KombatKittensTreasureTaken
from .kombat_kittens_turn_began import KombatKittensTurnBegan
from .kombat_kittens_view import KombatKittensView
from .kombat_kittens_view_phase import KombatKittensViewPhase
from .leaf_list import LeafList
from .list_games_status import ListGamesStatus
from .liveness import Liveness
from .log_leaf import LogLeaf
from .log_locator import LogLocator
from .logged_leaf import LoggedLeaf
from .match import Match
from .match_finished import MatchFinished
from .match_finished_reason import MatchFinishedReason
from .match_state import MatchState
from .outcome import Outcome
from .player import Player
from .player_registered import PlayerRegistered
from .problem_details import ProblemDetails
from .problem_type import ProblemType
from .public_key import PublicKey
from .rating import Rating
from .readiness import Readiness
from .receipt import Receipt
from .register_player import RegisterPlayer
from .round_finished import RoundFinished
from .round_paired import RoundPaired
from .seat_info import SeatInfo
from .seat_left import SeatLeft
from .seat_taken import SeatTaken
from .seek_list import SeekList
from .seek_view import SeekView
from .seek_view_options import SeekViewOptions
from .seek_view_status import SeekViewStatus
from .settings import Settings
from .settings_format import SettingsFormat
from .settings_game_options import SettingsGameOptions
from .signed_tree_head import SignedTreeHead
from .standing import Standing
from .standing_row import StandingRow
from .submit_command import SubmitCommand
from .token_info import TokenInfo
from .tournament_created import TournamentCreated
from .tournament_created_format import TournamentCreatedFormat
from .tournament_created_game_options import TournamentCreatedGameOptions
from .tournament_event_entry import TournamentEventEntry
from .tournament_finished import TournamentFinished
from .tournament_history import TournamentHistory
from .tournament_hosted import TournamentHosted
from .tournament_list import TournamentList
from .tournament_started import TournamentStarted
from .tournament_state import TournamentState
from .tournament_state_phase import TournamentStatePhase
from .tournament_view import TournamentView
from .tournament_view_handles import TournamentViewHandles
from .tournament_view_ratings import TournamentViewRatings
from .trending_kittens_card import TrendingKittensCard
from .trending_kittens_card_face import TrendingKittensCardFace
from .trending_kittens_card_face_down_item import TrendingKittensCardFaceDownItem
from .trending_kittens_card_face_left_item import TrendingKittensCardFaceLeftItem
from .trending_kittens_card_face_right_item import TrendingKittensCardFaceRightItem
from .trending_kittens_card_face_up_item import TrendingKittensCardFaceUpItem
from .trending_kittens_card_played import TrendingKittensCardPlayed
from .trending_kittens_card_sides_item_type_0_item import TrendingKittensCardSidesItemType0Item
from .trending_kittens_card_sides_item_type_1_item import TrendingKittensCardSidesItemType1Item
from .trending_kittens_card_sides_item_type_2_item import TrendingKittensCardSidesItemType2Item
from .trending_kittens_card_sides_item_type_3_item import TrendingKittensCardSidesItemType3Item
from .trending_kittens_card_sides_item_type_4_item import TrendingKittensCardSidesItemType4Item
from .trending_kittens_card_spec import TrendingKittensCardSpec
from .trending_kittens_cards_drawn import TrendingKittensCardsDrawn
from .trending_kittens_cards_drawn_hidden import TrendingKittensCardsDrawnHidden
from .trending_kittens_cards_turned import TrendingKittensCardsTurned
from .trending_kittens_cause import TrendingKittensCause
from .trending_kittens_cause_by_type_0 import TrendingKittensCauseByType0
from .trending_kittens_cell_view import TrendingKittensCellView
from .trending_kittens_choice import TrendingKittensChoice
from .trending_kittens_choice_offered import TrendingKittensChoiceOffered
from .trending_kittens_choice_view import TrendingKittensChoiceView
from .trending_kittens_command_result import TrendingKittensCommandResult
from .trending_kittens_create_game import TrendingKittensCreateGame
from .trending_kittens_create_tournament import TrendingKittensCreateTournament
from .trending_kittens_create_tournament_format import TrendingKittensCreateTournamentFormat
from .trending_kittens_create_tournament_seeding import TrendingKittensCreateTournamentSeeding
from .trending_kittens_exported_event import TrendingKittensExportedEvent
from .trending_kittens_exported_event_metadata import TrendingKittensExportedEventMetadata
from .trending_kittens_faction import TrendingKittensFaction
from .trending_kittens_faction_spec import TrendingKittensFactionSpec
from .trending_kittens_game_export import TrendingKittensGameExport
from .trending_kittens_game_export_status import TrendingKittensGameExportStatus
from .trending_kittens_game_result import TrendingKittensGameResult
from .trending_kittens_game_scored import TrendingKittensGameScored
from .trending_kittens_game_started import TrendingKittensGameStarted
from .trending_kittens_game_started_hidden import TrendingKittensGameStartedHidden
from .trending_kittens_game_summary import TrendingKittensGameSummary
from .trending_kittens_game_summary_status import TrendingKittensGameSummaryStatus
from .trending_kittens_game_view import TrendingKittensGameView
from .trending_kittens_game_view_status import TrendingKittensGameViewStatus
from .trending_kittens_history import TrendingKittensHistory
from .trending_kittens_history_entry import TrendingKittensHistoryEntry
from .trending_kittens_history_status import TrendingKittensHistoryStatus
from .trending_kittens_kind_info import TrendingKittensKindInfo
from .trending_kittens_kind_info_command_schema import TrendingKittensKindInfoCommandSchema
from .trending_kittens_kind_info_options_schema import TrendingKittensKindInfoOptionsSchema
from .trending_kittens_match_ended import TrendingKittensMatchEnded
from .trending_kittens_options import TrendingKittensOptions
from .trending_kittens_place_starter import TrendingKittensPlaceStarter
from .trending_kittens_placed import TrendingKittensPlaced
from .trending_kittens_play_card import TrendingKittensPlayCard
from .trending_kittens_rules import TrendingKittensRules
from .trending_kittens_seat_view import TrendingKittensSeatView
from .trending_kittens_side_view import TrendingKittensSideView
from .trending_kittens_spot import TrendingKittensSpot
from .trending_kittens_starter_placed import TrendingKittensStarterPlaced
from .trending_kittens_starter_placed_hidden import TrendingKittensStarterPlacedHidden
from .trending_kittens_state import TrendingKittensState
from .trending_kittens_state_at_version import TrendingKittensStateAtVersion
from .trending_kittens_state_phase import TrendingKittensStatePhase
from .trending_kittens_stream_event import TrendingKittensStreamEvent
from .trending_kittens_stream_view import TrendingKittensStreamView
from .trending_kittens_stream_view_status import TrendingKittensStreamViewStatus
from .trending_kittens_turn_card import TrendingKittensTurnCard
from .trending_kittens_turn_passed import TrendingKittensTurnPassed
from .trending_kittens_turned_card import TrendingKittensTurnedCard
from .trending_kittens_view import TrendingKittensView
from .trending_kittens_view_phase import TrendingKittensViewPhase

__all__ = (
    "AbortGame",
    "AuditReport",
    "AuditReportOutcome",
    "BotStrategy",
    "ChainHead",
    "ConsistencyProof",
    "CreateSeek",
    "CreateSeekOptions",
    "CreateToken",
    "CreateTokenScopesItem",
    "Decision",
    "EnterTournament",
    "Entrant",
    "EntrantRating",
    "EntrantRegistered",
    "EntrantWithdrawn",
    "FeedTheKittenCardDrawn",
    "FeedTheKittenCardDrawnHidden",
    "FeedTheKittenCardPlayed",
    "FeedTheKittenCause",
    "FeedTheKittenCauseByType0",
    "FeedTheKittenCommandResult",
    "FeedTheKittenCreateGame",
    "FeedTheKittenCreateTournament",
    "FeedTheKittenCreateTournamentFormat",
    "FeedTheKittenCreateTournamentSeeding",
    "FeedTheKittenDrawCard",
    "FeedTheKittenDrawPileReshuffled",
    "FeedTheKittenDrawPileReshuffledHidden",
    "FeedTheKittenExportedEvent",
    "FeedTheKittenExportedEventMetadata",
    "FeedTheKittenGameExport",
    "FeedTheKittenGameExportStatus",
    "FeedTheKittenGameSummary",
    "FeedTheKittenGameSummaryStatus",
    "FeedTheKittenGameView",
    "FeedTheKittenGameViewStatus",
    "FeedTheKittenGameWon",
    "FeedTheKittenHandDiscarded",
    "FeedTheKittenHandDiscardedHidden",
    "FeedTheKittenHistory",
    "FeedTheKittenHistoryEntry",
    "FeedTheKittenHistoryStatus",
    "FeedTheKittenKindInfo",
    "FeedTheKittenKindInfoCommandSchema",
    "FeedTheKittenKindInfoOptionsSchema",
    "FeedTheKittenOptions",
    "FeedTheKittenPass",
    "FeedTheKittenPlayCard",
    "FeedTheKittenRenewHand",
    "FeedTheKittenRoundDealt",
    "FeedTheKittenRoundDealtHidden",
    "FeedTheKittenRoundWon",
    "FeedTheKittenRoundWonReason",
    "FeedTheKittenSeatView",
    "FeedTheKittenStarterFlipped",
    "FeedTheKittenStarterReturned",
    "FeedTheKittenStarterReturnedHidden",
    "FeedTheKittenState",
    "FeedTheKittenStateAtVersion",
    "FeedTheKittenStatePhase",
    "FeedTheKittenStreamEvent",
    "FeedTheKittenStreamView",
    "FeedTheKittenStreamViewStatus",
    "FeedTheKittenTurnEnded",
    "FeedTheKittenTurnPassed",
    "FeedTheKittenView",
    "FeedTheKittenViewPhase",
    "FieldError",
    "GameAborted",
    "GameCreated",
    "GameCreatedOptions",
    "GameEnded",
    "GameForfeited",
    "GameKind",
    "GameList",
    "GameRecord",
    "GameResultRecorded",
    "GameStarted",
    "GetStandingsFormat",
    "HeadList",
    "Health",
    "InclusionProof",
    "IssuedToken",
    "JoinGame",
    "KeySet",
    "KinokoKombatArrangeRow",
    "KinokoKombatCause",
    "KinokoKombatCauseByType0",
    "KinokoKombatCenterChosen",
    "KinokoKombatCenterChosenHidden",
    "KinokoKombatCenterClaimed",
    "KinokoKombatCenterClaimedToken",
    "KinokoKombatCenterSlot",
    "KinokoKombatCenterView",
    "KinokoKombatCenterViewColourType0",
    "KinokoKombatCenterViewTokenType0",
    "KinokoKombatChooseCenter",
    "KinokoKombatChooseLeader",
    "KinokoKombatClaim",
    "KinokoKombatClaimCenter",
    "KinokoKombatClaimCenterToken",
    "KinokoKombatClaimRecruit",
    "KinokoKombatClaimRecruitToken",
    "KinokoKombatClaimTarget",
    "KinokoKombatClaimToken",
    "KinokoKombatCommandResult",
    "KinokoKombatCreateGame",
    "KinokoKombatCreateTournament",
    "KinokoKombatCreateTournamentFormat",
    "KinokoKombatCreateTournamentSeeding",
    "KinokoKombatExportedEvent",
    "KinokoKombatExportedEventMetadata",
    "KinokoKombatGameEnded",
    "KinokoKombatGameExport",
    "KinokoKombatGameExportStatus",
    "KinokoKombatGameSummary",
    "KinokoKombatGameSummaryStatus",
    "KinokoKombatGameView",
    "KinokoKombatGameViewStatus",
    "KinokoKombatHistory",
    "KinokoKombatHistoryEntry",
    "KinokoKombatHistoryStatus",
    "KinokoKombatKindInfo",
    "KinokoKombatKindInfoCommandSchema",
    "KinokoKombatKindInfoOptionsSchema",
    "KinokoKombatKinokoOptions",
    "KinokoKombatKinokoOptionsTwoPlayerPairing",
    "KinokoKombatKinokoState",
    "KinokoKombatKinokoStatePhase",
    "KinokoKombatKinokoView",
    "KinokoKombatKinokoViewPhase",
    "KinokoKombatLeaderChosen",
    "KinokoKombatLeaderChosenHidden",
    "KinokoKombatPointTable",
    "KinokoKombatRecruitClaimed",
    "KinokoKombatRecruitClaimedToken",
    "KinokoKombatRoundDealt",
    "KinokoKombatRoundDealtHidden",
    "KinokoKombatRowArranged",
    "KinokoKombatRowArrangedHidden",
    "KinokoKombatRowCardView",
    "KinokoKombatRowCardViewColour",
    "KinokoKombatRowCardViewTokenType0",
    "KinokoKombatSeatRound",
    "KinokoKombatSeatView",
    "KinokoKombatSelectionBegan",
    "KinokoKombatStarTileFlipped",
    "KinokoKombatStateAtVersion",
    "KinokoKombatStreamEvent",
    "KinokoKombatStreamView",
    "KinokoKombatStreamViewStatus",
    "KinokoKombatTeamCardView",
    "KinokoKombatTeamCardViewColour",
    "KinokoKombatTeamCardViewToken",
    "KinokoKombatTeamResult",
    "KinokoKombatTeamResultCombination",
    "KinokoKombatTeamsCompared",
    "KinokoKombatTierPoints",
    "KinokoKombatYouView",
    "KombatKittensAcceptHelp",
    "KombatKittensAskForHelp",
    "KombatKittensBattle",
    "KombatKittensBattleDeclared",
    "KombatKittensBattleTied",
    "KombatKittensBattleWon",
    "KombatKittensCard",
    "KombatKittensCardCommitted",
    "KombatKittensCardCommittedHidden",
    "KombatKittensCardDrawn",
    "KombatKittensCardDrawnHidden",
    "KombatKittensCardsRevealed",
    "KombatKittensCause",
    "KombatKittensCauseByType0",
    "KombatKittensCommandResult",
    "KombatKittensCommitCard",
    "KombatKittensCommitmentReturned",
    "KombatKittensCommitmentReturnedHidden",
    "KombatKittensCreateGame",
    "KombatKittensCreateTournament",
    "KombatKittensCreateTournamentFormat",
    "KombatKittensCreateTournamentSeeding",
    "KombatKittensDogDiscarded",
    "KombatKittensDogDrawn",
    "KombatKittensDogfightStarted",
    "KombatKittensDogfightWon",
    "KombatKittensDogSetAside",
    "KombatKittensDrawCard",
    "KombatKittensExportedEvent",
    "KombatKittensExportedEventMetadata",
    "KombatKittensFight",
    "KombatKittensFightAlone",
    "KombatKittensFightKind",
    "KombatKittensFightStage",
    "KombatKittensFightView",
    "KombatKittensFightViewKind",
    "KombatKittensFightViewStage",
    "KombatKittensForfeit",
    "KombatKittensForfeited",
    "KombatKittensGameEnded",
    "KombatKittensGameExport",
    "KombatKittensGameExportStatus",
    "KombatKittensGameStarted",
    "KombatKittensGameStartedSeen",
    "KombatKittensGameSummary",
    "KombatKittensGameSummaryStatus",
    "KombatKittensGameView",
    "KombatKittensGameViewStatus",
    "KombatKittensGiveToHelper",
    "KombatKittensHelpAccepted",
    "KombatKittensHelpAsked",
    "KombatKittensHelpNotAsked",
    "KombatKittensHelpRefused",
    "KombatKittensHistory",
    "KombatKittensHistoryEntry",
    "KombatKittensHistoryStatus",
    "KombatKittensKeepTreasure",
    "KombatKittensKindInfo",
    "KombatKittensKindInfoCommandSchema",
    "KombatKittensKindInfoOptionsSchema",
    "KombatKittensLitterBoxReshuffled",
    "KombatKittensLitterBoxReshuffledHidden",
    "KombatKittensNewDeckShuffled",
    "KombatKittensNewDeckShuffledHidden",
    "KombatKittensOptions",
    "KombatKittensPlayedCardsDiscarded",
    "KombatKittensRecruit",
    "KombatKittensRecruited",
    "KombatKittensRefuseHelp",
    "KombatKittensReveal",
    "KombatKittensSeatView",
    "KombatKittensSide",
    "KombatKittensSideView",
    "KombatKittensState",
    "KombatKittensStateAtVersion",
    "KombatKittensStatePhase",
    "KombatKittensStreamEvent",
    "KombatKittensStreamView",
    "KombatKittensStreamViewStatus",
    "KombatKittensTakeTreasure",
    "KombatKittensTiebreakCalled",
    "KombatKittensTiebreakStarted",
    "KombatKittensTreasureGiven",
    "KombatKittensTreasureKept",
    "KombatKittensTreasureTaken",
    "KombatKittensTurnBegan",
    "KombatKittensView",
    "KombatKittensViewPhase",
    "LeafList",
    "ListGamesStatus",
    "Liveness",
    "LoggedLeaf",
    "LogLeaf",
    "LogLocator",
    "Match",
    "MatchFinished",
    "MatchFinishedReason",
    "MatchState",
    "Outcome",
    "Player",
    "PlayerRegistered",
    "ProblemDetails",
    "ProblemType",
    "PublicKey",
    "Rating",
    "Readiness",
    "Receipt",
    "RegisterPlayer",
    "RoundFinished",
    "RoundPaired",
    "SeatInfo",
    "SeatLeft",
    "SeatTaken",
    "SeekList",
    "SeekView",
    "SeekViewOptions",
    "SeekViewStatus",
    "Settings",
    "SettingsFormat",
    "SettingsGameOptions",
    "SignedTreeHead",
    "Standing",
    "StandingRow",
    "SubmitCommand",
    "TokenInfo",
    "TournamentCreated",
    "TournamentCreatedFormat",
    "TournamentCreatedGameOptions",
    "TournamentEventEntry",
    "TournamentFinished",
    "TournamentHistory",
    "TournamentHosted",
    "TournamentList",
    "TournamentStarted",
    "TournamentState",
    "TournamentStatePhase",
    "TournamentView",
    "TournamentViewHandles",
    "TournamentViewRatings",
    "TrendingKittensCard",
    "TrendingKittensCardFace",
    "TrendingKittensCardFaceDownItem",
    "TrendingKittensCardFaceLeftItem",
    "TrendingKittensCardFaceRightItem",
    "TrendingKittensCardFaceUpItem",
    "TrendingKittensCardPlayed",
    "TrendingKittensCardsDrawn",
    "TrendingKittensCardsDrawnHidden",
    "TrendingKittensCardSidesItemType0Item",
    "TrendingKittensCardSidesItemType1Item",
    "TrendingKittensCardSidesItemType2Item",
    "TrendingKittensCardSidesItemType3Item",
    "TrendingKittensCardSidesItemType4Item",
    "TrendingKittensCardSpec",
    "TrendingKittensCardsTurned",
    "TrendingKittensCause",
    "TrendingKittensCauseByType0",
    "TrendingKittensCellView",
    "TrendingKittensChoice",
    "TrendingKittensChoiceOffered",
    "TrendingKittensChoiceView",
    "TrendingKittensCommandResult",
    "TrendingKittensCreateGame",
    "TrendingKittensCreateTournament",
    "TrendingKittensCreateTournamentFormat",
    "TrendingKittensCreateTournamentSeeding",
    "TrendingKittensExportedEvent",
    "TrendingKittensExportedEventMetadata",
    "TrendingKittensFaction",
    "TrendingKittensFactionSpec",
    "TrendingKittensGameExport",
    "TrendingKittensGameExportStatus",
    "TrendingKittensGameResult",
    "TrendingKittensGameScored",
    "TrendingKittensGameStarted",
    "TrendingKittensGameStartedHidden",
    "TrendingKittensGameSummary",
    "TrendingKittensGameSummaryStatus",
    "TrendingKittensGameView",
    "TrendingKittensGameViewStatus",
    "TrendingKittensHistory",
    "TrendingKittensHistoryEntry",
    "TrendingKittensHistoryStatus",
    "TrendingKittensKindInfo",
    "TrendingKittensKindInfoCommandSchema",
    "TrendingKittensKindInfoOptionsSchema",
    "TrendingKittensMatchEnded",
    "TrendingKittensOptions",
    "TrendingKittensPlaced",
    "TrendingKittensPlaceStarter",
    "TrendingKittensPlayCard",
    "TrendingKittensRules",
    "TrendingKittensSeatView",
    "TrendingKittensSideView",
    "TrendingKittensSpot",
    "TrendingKittensStarterPlaced",
    "TrendingKittensStarterPlacedHidden",
    "TrendingKittensState",
    "TrendingKittensStateAtVersion",
    "TrendingKittensStatePhase",
    "TrendingKittensStreamEvent",
    "TrendingKittensStreamView",
    "TrendingKittensStreamViewStatus",
    "TrendingKittensTurnCard",
    "TrendingKittensTurnedCard",
    "TrendingKittensTurnPassed",
    "TrendingKittensView",
    "TrendingKittensViewPhase",
)
