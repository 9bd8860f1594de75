// Replay of a game: a timeline over every version (slider, step buttons, arrow
// keys, a link to any version), the table at that version as the public table
// or as any one seat saw it, and the event log beside it. Each step shows what
// GET /games/{id}/versions/{n} answers.

import { api } from "../api.js";
import { fill, h, notice, section } from "../dom.js";
import { describeAny, loadRenderer } from "../games/index.js";

export async function run(main) {
  const gameId = main.dataset.gameId;
  const summary = await api(`/games/${gameId}`, { anonymous: true });
  const past = await api(`/games/${gameId}/events`, { anonymous: true });
  const game = await loadRenderer(summary.kind, { generic: new URLSearchParams(location.search).has("generic") });
  const ctx = { names: Object.fromEntries(summary.seats.map((s) => [s.seat, s.name])) };
  const last = past.events.length ? past.events[past.events.length - 1].version : 1;
  const cache = new Map();
  const state = { version: initialVersion(last), seat: initialSeat() };

  const slider = h("input", { type: "range", id: "timeline", min: "1", max: String(last), value: String(state.version), "aria-label": "Version" });
  const number = h("output", { id: "version", for: "timeline" });
  const seatSelect = h("select", { id: "as-seat" },
    h("option", { value: "" }, "the table (a spectator)"),
    summary.seats.map((s) => h("option", { value: String(s.seat), selected: state.seat === s.seat }, `seat ${s.seat}${s.name ? ` (${s.name})` : ""}`)));
  const table = h("div", { id: "table" });
  const raw = h("pre", { id: "raw" });
  const permalink = h("a", { id: "permalink" }, "Link to this version");
  const log = h("ol", { id: "log", class: "log", "aria-label": "Event log" },
    past.events.map((entry) => h("li", { dataset: { version: entry.version } },
      h("a", { href: `#v=${entry.version}`, class: "v" }, `v${entry.version}`), " ", describeAny(summary.kind, entry.event, ctx))));
  const button = (label, id, delta) => h("button", { type: "button", id, "aria-label": label, onclick: () => go(delta(state.version)) }, label);

  fill(main,
    h("h1", {}, `Replay: ${game.title} `, h("small", {}, gameId)),
    past.status !== "finished" ? notice("This game is still running: you see what your seat (or a spectator) may see.") : null,
    h("div", { class: "timeline", role: "group", "aria-label": "Timeline" },
      button("« First", "first", () => 1), button("◀ Back", "back", (v) => v - 1),
      slider, button("Forward ▶", "forward", (v) => v + 1), button("Last »", "last", () => last),
      h("span", {}, " Version ", number, ` of ${last}`)),
    h("p", {}, h("label", { for: "as-seat" }, "Seen as "), seatSelect, " · ", permalink, " · ", h("a", { href: `/web/games/${gameId}` }, "Live page"), " · ", h("a", { href: `/web/rules/${summary.kind}`, id: "rules-link" }, `Rules of ${game.title}`), past.status === "finished" ? [" · ", h("a", { href: `/web/games/${gameId}/verify` }, "Verify")] : null),
    h("div", { class: "layout" },
      h("div", { class: "main-col" }, section("Table", table), h("details", {}, h("summary", {}, "What the API answers at this version"), raw)),
      h("aside", { class: "side-col" }, section("Event log", log))));

  slider.addEventListener("input", () => go(Number(slider.value)));
  seatSelect.addEventListener("change", () => { state.seat = seatSelect.value === "" ? null : Number(seatSelect.value); go(state.version); });
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement && event.target !== slider) return;
    if (event.target instanceof HTMLSelectElement) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(state.version + moves[event.key]);
  });
  window.addEventListener("hashchange", () => go(initialVersion(last)));

  async function go(version) {
    version = Math.max(1, Math.min(last, Number.isFinite(version) ? version : version < 0 ? 1 : last));
    state.version = version;
    slider.value = String(version);
    number.textContent = String(version);
    const seatPart = state.seat === null ? "" : `&seat=${state.seat}`;
    permalink.href = `#v=${version}${seatPart}`;
    if (location.hash !== `#v=${version}${seatPart}`) history.replaceState(null, "", `#v=${version}${seatPart}`);
    const key = `${version}:${state.seat}`;
    try {
      if (!cache.has(key)) cache.set(key, await api(`/games/${gameId}/versions/${version}${state.seat === null ? "" : `?seat=${state.seat}`}`, { anonymous: true }));
      if (state.version !== version) return; // a later step was asked for meanwhile
      const answer = cache.get(key);
      main.dataset.version = String(version);
      fill(table, game.renderTable(answer.view, ctx));
      raw.textContent = JSON.stringify(answer, null, 2);
    } catch (error) {
      fill(table, notice(`Version ${version} could not be read: ${error.message}`, "error"));
    }
    for (const item of log.children) {
      const current = Number(item.dataset.version) === version;
      item.classList.toggle("current", current);
      item.classList.toggle("future", Number(item.dataset.version) > version);
      if (current) { item.setAttribute("aria-current", "step"); item.scrollIntoView({ block: "nearest" }); } else item.removeAttribute("aria-current");
    }
  }

  await go(state.version);
}

function hashParams() {
  return new URLSearchParams(location.hash.replace(/^#/, ""));
}

function initialVersion(last) {
  const asked = Number(hashParams().get("v"));
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, last) : last;
}

function initialSeat() {
  const seat = hashParams().get("seat");
  return seat === null || seat === "" ? null : Number(seat);
}
