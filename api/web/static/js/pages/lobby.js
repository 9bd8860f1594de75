// The lobby: games by status and kind, refreshed as they change; tournaments;
// and, with a token, quick play (pages/quickplay.js) or a new game against the built-in bots.

import { api, token } from "../api.js";
import { fill, h, notice, section, tableOf, when } from "../dom.js";
import { learnTitles, renderer } from "../games/index.js";
import { changed } from "../identity.js";
import { renderQuickPlay } from "./quickplay.js";

const STATUSES = ["running", "open", "finished"];
const REFRESH_MS = 2000;

export async function run(main) {
  const kinds = await api("/kinds", { anonymous: true });
  learnTitles(kinds);
  const kindIds = kindList(kinds);
  const filters = { status: new URLSearchParams(location.search).get("status") || "running", kind: new URLSearchParams(location.search).get("kind") || "" };
  const games = h("div", { id: "games", "aria-live": "polite" });
  const tournaments = h("div", { id: "tournaments" });
  const creator = h("div", { id: "new-game" });
  const quick = h("div", { id: "quick-play-form" });

  const statusSelect = h("select", { id: "status", onchange: () => { filters.status = statusSelect.value; remember(); refresh(); } },
    STATUSES.map((s) => h("option", { value: s, selected: s === filters.status }, s)));
  const kindSelect = h("select", { id: "kind", onchange: () => { filters.kind = kindSelect.value; remember(); refresh(); } },
    h("option", { value: "" }, "every kind"), kindIds.map((k) => h("option", { value: k, selected: k === filters.kind }, renderer(k).title)));

  fill(main,
    h("h1", {}, "Lobby"),
    section("Quick play", quick),
    section("New game against bots", creator),
    section("Games",
      h("div", { class: "filters" }, h("label", { for: "status" }, "Status "), statusSelect, h("label", { for: "kind" }, " Kind "), kindSelect),
      games),
    section("Tournaments", tournaments));

  function remember() {
    const params = new URLSearchParams({ status: filters.status });
    if (filters.kind) params.set("kind", filters.kind);
    history.replaceState(null, "", `/?${params}`);
  }

  let last = "";
  async function refresh() {
    try {
      const params = new URLSearchParams({ status: filters.status, limit: "50" });
      if (filters.kind) params.set("kind", filters.kind);
      const list = await api(`/games?${params}`, { anonymous: true });
      const items = list.games || list.items || [];
      const key = JSON.stringify(items.map((g) => [g.game_id, g.version, g.status]));
      if (key !== last) {
        last = key;
        fill(games, items.length ? gameTable(items) : h("p", {}, `No ${filters.status} games${filters.kind ? ` of ${renderer(filters.kind).title}` : ""}.`));
      }
    } catch (error) {
      fill(games, notice(`The lobby could not be read: ${error.message}`, "error"));
    }
  }

  renderCreator(creator, kindIds);
  renderQuickPlay(quick, kindIds);
  changed.addEventListener("change", () => { renderCreator(creator, kindIds); renderQuickPlay(quick, kindIds); });
  await refresh();
  await listTournaments(tournaments);
  setInterval(() => { if (!document.hidden) refresh(); }, REFRESH_MS);
}

function kindList(kinds) {
  const items = Array.isArray(kinds) ? kinds : kinds.kinds || kinds.items || [];
  return items.map((k) => (typeof k === "string" ? k : k.kind || k.id));
}

function gameTable(items) {
  const table = tableOf(["Game", "Kind", "Status", "Seats", "Version", "Created", ""], items.map((g) => ({
    dataset: { gameId: g.game_id },
    cells: [
      h("a", { href: `/web/games/${g.game_id}` }, g.game_id),
      renderer(g.kind).title,
      g.status,
      g.seats.map((s) => s.name || "free").join(", "),
      String(g.version),
      when(g.created_at),
      g.status === "finished" ? h("a", { href: `/web/games/${g.game_id}/replay` }, "Replay") : null,
    ],
  })), { class: "list stack" });
  table.prepend(h("caption", { class: "visually-hidden" }, "Games"));
  return table;
}

async function listTournaments(node) {
  try {
    const list = await api("/tournaments?limit=20", { anonymous: true });
    const items = Array.isArray(list) ? list : list.tournaments || list.items || [];
    fill(node, items.length
      ? h("ul", {}, items.map((t) => h("li", {}, h("a", { href: `/web/tournaments/${t.tournament_id}` }, `${t.tournament_id}`),
        ` ${t.state?.settings?.kind || t.kind || ""} ${t.state?.settings?.format || t.format || ""} — ${t.state?.phase || t.phase || ""}`)))
      : h("p", {}, "No tournaments yet. Create one with POST /tournaments or `clowder tournament`."));
  } catch (error) {
    fill(node, h("p", {}, error.status === 404 || error.status === 405
      ? "This server lists no tournaments; open one by its id: /web/tournaments/{id}."
      : `Tournaments could not be read: ${error.message}`));
  }
}

function renderCreator(node, kindIds) {
  if (!token()) {
    fill(node, h("p", {}, "Paste a player token above (or register) to play a game against the built-in bots."));
    return;
  }
  const kind = h("select", { id: "new-kind" }, kindIds.map((k) => h("option", { value: k }, renderer(k).title)));
  const seats = h("input", { id: "new-seats", type: "number", min: "2", max: "5", value: "2" });
  const bot = h("select", { id: "new-bot" }, h("option", { value: "heuristic" }, "heuristic bots"), h("option", { value: "random" }, "random bots"));
  const status = h("p", { role: "status" });
  const form = h("form", { class: "new-game", onsubmit: async (event) => {
    event.preventDefault();
    form.querySelector("button").disabled = true;
    try {
      status.textContent = "Creating the game…";
      const gameId = await playAgainstBots(kind.value, Number(seats.value), bot.value);
      location.href = `/web/games/${gameId}`;
    } catch (error) {
      status.textContent = `Could not create the game: ${error.message}`;
      form.querySelector("button").disabled = false;
    }
  } },
  h("label", { for: "new-kind" }, "Game "), kind,
  h("label", { for: "new-seats" }, " Seats "), seats,
  h("label", { for: "new-bot" }, " Against "), bot,
  h("button", { type: "submit", id: "create-game" }, "Create and start"), status);
  fill(node, form);
}

/** Create a game, sit down, seat bots in the other seats and start it: the public API only. */
async function playAgainstBots(kind, seats, bot) {
  const game = await api("/games", { method: "POST", body: { kind, seats, join: true } });
  for (let seat = 1; seat < seats; seat++) {
    const robot = await api("/players", { method: "POST", body: { name: `${bot}-bot-${seat}`, bot }, anonymous: true });
    await api(`/games/${game.game_id}/seats`, { method: "POST", extraHeaders: { authorization: `Bearer ${robot.token}` }, anonymous: true });
  }
  await api(`/games/${game.game_id}/start`, { method: "POST" });
  return game.game_id;
}
