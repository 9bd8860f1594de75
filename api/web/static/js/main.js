// Picks the page module named by <main data-page> and runs it.

import { identity } from "./identity.js";

const PAGES = {
  lobby: () => import("./pages/lobby.js"),
  game: () => import("./pages/game.js"),
  replay: () => import("./pages/replay.js"),
  tournament: () => import("./pages/tournament.js"),
  verify: () => import("./pages/verify.js"),
};

const main = document.getElementById("main");
identity(document.getElementById("identity"));
const load = PAGES[main.dataset.page];
if (load) {
  load().then((module) => module.run(main)).catch((error) => {
    main.textContent = `This page failed to load: ${error.message}`;
    console.error(error);
  });
}
