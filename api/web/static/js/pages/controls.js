// A seat's legal commands as controls: a button each when there are few of a
// type, a labelled list to choose from when there are many.

import { h } from "../dom.js";

const FEW = 10;

export function commandControls(view, describe, onChoose) {
  const groups = new Map();
  for (const command of view.legal_commands) {
    if (!groups.has(command.type)) groups.set(command.type, []);
    groups.get(command.type).push(command);
  }
  const form = h("div", { class: "controls", role: "group", "aria-label": "Your legal commands" });
  let index = 0;
  for (const [type, commands] of groups) {
    const label = type.replace(/_/g, " ");
    if (commands.length <= FEW) {
      form.append(h("div", { class: "command-group" },
        commands.map((command) => h("button", { type: "button", class: "command", dataset: { command: JSON.stringify(command) },
          onclick: () => onChoose(command) }, describe(command)))));
      continue;
    }
    const id = `choice-${index++}`;
    const select = h("select", { id, class: "command-choice" },
      commands.map((command, i) => h("option", { value: String(i) }, describe(command))));
    form.append(h("div", { class: "command-group" },
      h("label", { for: id }, `${label[0].toUpperCase()}${label.slice(1)} (${commands.length} choices) `), select,
      h("button", { type: "button", class: "command", onclick: () => onChoose(commands[Number(select.value)]) }, label)));
  }
  return form;
}
