// A tournament: rounds, pairings or tables, results, standings with tie-breaks,
// the bracket of an elimination; refreshed while it runs.

import { api } from "../api.js";
import { fill, h, notice, scrolling, section, tableOf } from "../dom.js";
import { renderer } from "../games/index.js";

const REFRESH_MS = 3000;

export async function run(main) {
  const id = main.dataset.tournamentId;
  const body = h("div", { id: "tournament", "aria-live": "polite" });
  fill(main, h("h1", {}, "Tournament ", h("small", {}, id)), body);
  let version = -1;
  async function refresh() {
    try {
      const t = await api(`/tournaments/${id}`, { anonymous: true });
      if (t.version !== version) {
        version = t.version;
        fill(body, render(t));
      }
      return t.state.phase !== "finished";
    } catch (error) {
      fill(body, notice(`The tournament could not be read: ${error.message}`, "error"));
      return false;
    }
  }
  if (await refresh()) {
    const timer = setInterval(async () => { if (!document.hidden && !(await refresh())) clearInterval(timer); }, REFRESH_MS);
  }
}

function render(t) {
  const s = t.state;
  const names = Object.fromEntries(s.entrants.map((e) => [e.entrant_id, e.name]));
  const name = (entrantId) => names[entrantId] || entrantId;
  const rounds = new Map();
  for (const match of s.matches) {
    if (!rounds.has(match.round)) rounds.set(match.round, []);
    rounds.get(match.round).push(match);
  }
  const elimination = s.settings.format === "single-elimination";
  return h("div", {},
    h("p", {}, `${renderer(s.settings.kind).title} · ${s.settings.format} · ${s.settings.seats_per_game} seats per game · ${s.phase}`,
      s.rounds ? ` · round ${s.round} of ${s.rounds}` : ""),
    section("Standings", standings(t.standings, elimination)),
    elimination ? section("Bracket", bracket(rounds, name)) : null,
    section("Rounds", [...rounds.entries()].map(([round, matches]) =>
      h("div", { class: "round" }, h("h3", {}, `Round ${round}`),
        tableOf(["Match", "Players", "Games", "Result"], matches.map((m) => ({
          cells: [
            m.match_id,
            m.entrants.map(name).join(" vs "),
            m.games.map((g) => g.game_id
              ? h("a", { href: `/web/games/${g.game_id}`, class: "game-link" }, `game ${g.game_number}${g.scores ? ` (${g.scores.join("–")})` : ""}`)
              : `game ${g.game_number}`).flatMap((node, i) => (i ? [" ", node] : [node])),
            m.bye ? "bye" : m.finished ? result(m, name) : "playing",
          ],
        })), { class: "list stack" })))));
}

function result(match, name) {
  const best = Math.min(...match.placements);
  const winners = match.entrants.filter((_, i) => match.placements[i] === best);
  return `${winners.map(name).join(", ")} ${winners.length > 1 ? "tie" : "wins"} (${match.points.join("–")})`;
}

function standings(rows, elimination) {
  const columns = ["Rank", "Entrant", "Points", "Played", "W", "D", "L", "Byes", "Buchholz", "Sonneborn-Berger"];
  if (elimination) columns.push("Reached round");
  // Many numeric columns: on a phone the table scrolls sideways in its own box, the page does not.
  return scrolling("Standings (scrolls sideways)", tableOf(columns, rows.map((r) => ({
    class: r.withdrawn ? "withdrawn" : "",
    cells: [r.rank, `${r.name}${r.withdrawn ? " (withdrawn)" : ""}`, r.points, r.played, r.wins, r.draws, r.losses, r.byes, r.buchholz, r.sonneborn_berger,
      ...(elimination ? [r.reached_round] : [])].map(String),
  })), { class: "list", id: "standings" }));
}

function bracket(rounds, name) {
  return h("div", { class: "bracket" }, [...rounds.entries()].map(([round, matches]) =>
    h("ol", { class: "bracket-round", "aria-label": `Round ${round}` }, matches.map((m) =>
      h("li", { class: "bracket-match" }, m.entrants.map((e) =>
        h("div", { class: m.advancing?.includes(e) ? "advances" : "" }, name(e), m.advancing?.includes(e) ? " ✓" : "")))))));
}
