// The lobby's "Quick play": seek a game of a kind and a number of seats, wait for
// players who want the same one (or bots, after a while), and go to the table.
// The public API only: POST /matchmaking/seeks, a long-polling GET, DELETE to cancel.

import { api, newKey, token } from "../api.js";
import { fill, h } from "../dom.js";
import { renderer } from "../games/index.js";

const WAIT_SECONDS = 25;

export function renderQuickPlay(node, kindIds) {
  if (!token()) {
    fill(node, h("p", {}, "Paste a player token above (or register) to be seated with other players who want the same game."));
    return;
  }
  const kind = h("select", { id: "quick-kind" }, kindIds.map((k) => h("option", { value: k }, renderer(k).title)));
  const seats = h("input", { id: "quick-seats", type: "number", min: "2", max: "5", value: "2" });
  const bots = h("select", { id: "quick-bots" },
    h("option", { value: "" }, "players only"),
    h("option", { value: "10" }, "bots after 10 s"),
    h("option", { value: "30" }, "bots after 30 s"));
  const status = h("p", { role: "status", id: "quick-status" });
  const cancel = h("button", { type: "button", id: "quick-cancel", hidden: true }, "Cancel");
  const button = h("button", { type: "submit", id: "quick-play" }, "Quick play");
  const form = h("form", { class: "new-game", onsubmit: async (event) => {
    event.preventDefault();
    button.disabled = true;
    try {
      const body = { kind: kind.value, seats: Number(seats.value) };
      if (bots.value) body.bots_after_seconds = Number(bots.value);
      const seek = await api("/matchmaking/seeks", { method: "POST", body, extraHeaders: { "idempotency-key": newKey() } });
      cancel.hidden = false;
      cancel.onclick = () => api(`/matchmaking/seeks/${seek.seek_id}`, { method: "DELETE" }).catch(() => {});
      status.textContent = `Waiting for players who want ${seats.value} seats of ${renderer(kind.value).title}…`;
      const settled = await untilSettled(seek.seek_id);
      if (settled.status === "matched") {
        location.href = `/web/games/${settled.game_id}`;
        return;
      }
      status.textContent = settled.status === "cancelled" ? "Cancelled." : "Nobody came in time; try again, or let bots fill the game.";
    } catch (error) {
      status.textContent = `Quick play failed: ${error.message}`;
    }
    cancel.hidden = true;
    button.disabled = false;
  } },
  h("label", { for: "quick-kind" }, "Game "), kind,
  h("label", { for: "quick-seats" }, " Seats "), seats,
  h("label", { for: "quick-bots" }, " With "), bots,
  button, cancel, status);
  fill(node, form);
}

/** The seek once matched (with its game started), cancelled or expired: one long poll after another. */
async function untilSettled(seekId) {
  for (;;) {
    const seek = await api(`/matchmaking/seeks/${seekId}?wait=${WAIT_SECONDS}`);
    if (seek.status !== "waiting" && (seek.status !== "matched" || seek.game_started)) return seek;
  }
}
