// The token box: pasted once, kept in localStorage, never put in a URL.

import { api, setToken, token } from "./api.js";
import { h, fill } from "./dom.js";

export const changed = new EventTarget();

export function identity(node) {
  async function render() {
    if (!token()) {
      const input = h("input", { type: "password", id: "token", autocomplete: "off", placeholder: "paste a player token", "aria-label": "Player token" });
      const form = h("form", { class: "token-form", onsubmit: (event) => {
        event.preventDefault();
        setToken(input.value);
        render();
        changed.dispatchEvent(new Event("change"));
      } }, input, h("button", { type: "submit" }, "Use token"),
      h("button", { type: "button", class: "secondary", onclick: register }, "Register"));
      fill(node, form);
      return;
    }
    try {
      const me = await api("/players/me");
      fill(node, h("span", {}, "Playing as ", h("strong", { id: "me", dataset: { playerId: me.player_id } }, me.name)),
        h("button", { type: "button", class: "secondary", onclick: () => { setToken(null); render(); changed.dispatchEvent(new Event("change")); } }, "Forget token"));
    } catch (error) {
      fill(node, h("span", { role: "alert" }, `The token was refused (${error.message}). `),
        h("button", { type: "button", onclick: () => { setToken(null); render(); } }, "Forget it"));
    }
  }

  async function register() {
    const name = prompt("Your player name");
    if (!name) return;
    const made = await api("/players", { method: "POST", body: { name }, anonymous: true });
    setToken(made.token);
    render();
    changed.dispatchEvent(new Event("change"));
  }

  render();
}

/** The player behind the stored token, or null. */
export async function whoAmI() {
  if (!token()) return null;
  try {
    return await api("/players/me");
  } catch {
    return null;
  }
}
