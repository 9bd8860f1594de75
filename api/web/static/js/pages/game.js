// A game, live: the table as a spectator (or, with a token, as your seat) sees
// it, updated from the game's event stream; whose turn it is and who is awaited;
// the event log in words; your hand and your seat's legal commands as controls
// (first on a phone); once it is over, its result; a link to its rules.

import { api, follow, newKey } from "../api.js";
import { fill, h, notice, section } from "../dom.js";
import { awaited, awaitedSentence, resultOf } from "../games/common.js";
import { describeAny, loadRenderer } from "../games/index.js";
import { changed } from "../identity.js";
import { commandControls } from "./controls.js";

export async function run(main) {
  const gameId = main.dataset.gameId;
  const table = h("div", { id: "table" });
  const hand = h("div", { id: "hand" });
  const controls = h("div", { id: "controls" });
  const log = h("ol", { id: "log", class: "log", "aria-live": "polite", "aria-label": "Event log" });
  const status = h("p", { id: "status", role: "status" });
  const result = h("p", { id: "result", class: "notice result", hidden: true });
  const links = h("p", { class: "links" });
  let summary = await api(`/games/${gameId}`, { anonymous: true });
  const game = await loadRenderer(summary.kind, { generic: new URLSearchParams(location.search).has("generic") });
  let ctx = contextOf(summary);
  let view = null;
  let stream = null;
  let refreshing = null;
  // A seated player's hand and moves: after the table on a wide screen, before it on a phone (the stylesheet's order).
  const mine = h("section", { class: "mine", id: "mine", "aria-labelledby": "s-your-move", hidden: true },
    h("h2", { id: "s-your-move" }, "Your move"), hand, controls);

  fill(main,
    h("h1", {}, `${game.title} `, h("small", {}, gameId)),
    status, result, links,
    h("div", { class: "layout" },
      h("div", { class: "main-col" }, section("Table", table), mine),
      h("aside", { class: "side-col" }, section("Event log", log))));

  function show(next) {
    if (view && next.version < view.version) return; // never step back in time
    view = next;
    fill(table, game.renderTable(view, ctx));
    const seated = view.seat !== null && view.status === "running";
    mine.hidden = !seated;
    // Your hand goes with your moves (the table keeps it when there are no moves to make).
    fill(hand, seated ? table.querySelector(".hand") : null);
    const now = awaitedSentence(awaited(view, ctx, game));
    const who = view.seat !== null ? `you are seat ${view.seat}` : "watching as a spectator";
    status.textContent = [`Version ${view.version}`, view.status, now, who].filter(Boolean).join(" · ");
    const over = resultOf(view, ctx);
    result.hidden = !over;
    result.textContent = over || "";
    main.dataset.version = String(view.version);
    const finished = view.status === "finished";
    fill(links, h("a", { href: "/" }, "Lobby"), " · ", h("a", { href: `/web/rules/${summary.kind}`, id: "rules-link" }, `Rules of ${game.title}`),
      finished ? [" · ", h("a", { href: `/web/games/${gameId}/replay`, id: "replay-link" }, "Replay this game"), " · ", h("a", { href: `/web/games/${gameId}/verify` }, "Verify it")] : null,
      view.seat === null && !finished ? [" · ", h("span", { class: "hint" }, "Paste a seated player's token (top right) to see its hand and play.")] : null);
    renderControls();
  }

  function renderControls() {
    if (!view || view.seat === null || view.status !== "running") {
      fill(controls);
      return;
    }
    if (!view.your_turn) {
      fill(controls, h("p", {}, "Not your turn yet."));
      return;
    }
    fill(controls, commandControls(view, (c) => game.describeCommand(c, ctx), play));
  }

  async function play(command) {
    controls.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    const key = newKey();
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const result = await api(`/games/${gameId}/commands`, {
          method: "POST", body: { command, expected_version: view.version }, extraHeaders: { "idempotency-key": key },
        });
        show(result.view);
        return;
      } catch (error) {
        if (error.status >= 500 || error.status === 429 || error.status === 0) {
          await new Promise((r) => setTimeout(r, 300 * 2 ** attempt));
          continue;
        }
        fill(controls, notice(`Refused: ${error.message}`, "error"));
        await refresh(view.version);
        return;
      }
    }
    fill(controls, notice("The server did not answer; try again.", "error"));
  }

  async function refresh(atLeast) {
    const query = atLeast ? `?min_version=${atLeast}` : "";
    try {
      show(await api(`/games/${gameId}/view${query}`));
    } catch (error) {
      if (error.status === 409) show(await api(`/games/${gameId}/view`));
      else status.textContent = `The view could not be read: ${error.message}`;
    }
  }

  function scheduleRefresh(version) {
    clearTimeout(refreshing);
    refreshing = setTimeout(() => refresh(version), 60);
  }

  function start() {
    stream?.stop();
    fill(log);
    // Messages are handled one after another, in the order they came.
    let queue = Promise.resolve();
    stream = follow(`/games/${gameId}/stream?from_version=1`, (message) => {
      queue = queue.then(() => handle(message)).catch((error) => console.warn(error));
    }, { onState: (state, error) => {
      if (state === "reconnecting") status.textContent = "Connection lost; reconnecting…";
      if (state === "error") status.textContent = `The stream was refused: ${error.message}`;
    } });
  }

  async function handle(message) {
      const data = JSON.parse(message.data);
      if (message.event === "view") { show(data); return; }
      if (message.event !== "event") return;
      if (data.event.type === "lobby.seat_taken" || data.event.type === "lobby.seat_left") {
        summary = await api(`/games/${gameId}`, { anonymous: true });
        ctx = contextOf(summary);
      }
      if (log.querySelector(`li[data-version="${data.version}"]`)) return; // already shown before a reconnect
      log.append(h("li", { dataset: { version: data.version } }, h("span", { class: "v" }, `v${data.version}`), " ", describeAny(summary.kind, data.event, ctx)));
      log.scrollTop = log.scrollHeight;
      if (!view || data.version > view.version) scheduleRefresh(data.version);
  }

  changed.addEventListener("change", () => { view = null; refresh(); start(); });
  await refresh();
  start();
}

function contextOf(summary) {
  return { names: Object.fromEntries(summary.seats.map((s) => [s.seat, s.name])) };
}
