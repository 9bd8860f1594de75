// Building DOM nodes without innerHTML: every text a server sends is text, never markup.

/** h("button", {class: "x", onclick: f}, "label", child) */
export function h(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replace ``node``'s children. */
export function fill(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

/** A table's header row and body rows, each cell labelled with its column (a phone shows the label beside it). */
export function tableOf(columns, rows, attributes = {}) {
  return h("table", attributes,
    h("thead", {}, h("tr", {}, columns.map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, rows.map(({ cells, ...rowAttributes }) =>
      h("tr", rowAttributes, cells.map((cell, i) => h("td", { "data-label": columns[i] || null }, cell))))));
}

/** A box that scrolls sideways, for a table of many columns on a narrow screen. */
export function scrolling(label, child) {
  return h("div", { class: "scroll", role: "region", "aria-label": label, tabindex: "0" }, child);
}

export function section(title, ...children) {
  const id = "s-" + title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return h("section", { "aria-labelledby": id }, h("h2", { id }, title), ...children);
}

/** A status message read out by screen readers. */
export function notice(text, kind = "info") {
  return h("p", { class: `notice ${kind}`, role: kind === "error" ? "alert" : "status" }, text);
}

export function when(seconds) {
  if (seconds === null || seconds === undefined) return "";
  const date = typeof seconds === "number" ? new Date(seconds * 1000) : new Date(seconds);
  return date.toLocaleString();
}
