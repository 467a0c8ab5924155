// The page of `combgames serve`: picks a game and its options, opens a session on the server (whose
// analysis is prepared in the background, shown by a progress bar), then shows the position's report: the
// board, every legal move coloured by its value for the mover, the value history, the position's text and
// Python, and for partizan games the option tree. The computer plays the sides no person takes: the best
// move by the report (a win with the least distance, else a draw, else the loss with the greatest distance;
// ties to the first in the game's order). No framework, no build step, no external resources.
"use strict";

const state = {
  games: [],          // GET /api/games
  session: null,      // the status of the open session
  moves: [],          // the move texts played from the start
  reports: [],        // reports[k]: the report of the position after k moves
  mode: "0",          // "0", "1", ...: the player you are; "people": nobody is the computer
  pending: 0,         // requests in flight
  timer: null,        // a scheduled computer move
  generation: 0,      // bumped when a new session opens or moves are taken back (late answers are dropped)
};

const $ = (id) => document.getElementById(id);

function setState(name) {
  // data-changes counts the states set, so a watcher can tell a new state from an old one of the same name
  const app = $("app");
  app.dataset.state = name;
  app.dataset.changes = String(Number(app.dataset.changes || 0) + 1);
}

function showError(message) {
  const box = $("error");
  box.textContent = message || "";
  box.hidden = !message;
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  let doc;
  try {
    doc = await response.json();
  } catch (err) {
    throw new Error(`${path}: the server answered ${response.status} without JSON`);
  }
  if (!response.ok) {
    const error = new Error(doc && doc.error ? doc.error : `${path}: status ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return doc;
}

// ------------------------------------------------------------------------------------------ the game form
function gameEntry(name) {
  return state.games.find((g) => g.name === name);
}

function buildOptions(name, values) {
  const box = $("options");
  box.querySelectorAll(".field").forEach((el) => el.remove());
  const game = gameEntry(name);
  if (!game) return;
  box.hidden = game.options.length === 0;
  for (const option of game.options) {
    const field = document.createElement("div");
    field.className = "field option";
    const id = `option-${option.name}`;
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = option.name.replace(/_/g, " ");
    label.title = option.doc || option.type;
    let input;
    if (option.kind === "boolean") {
      input = document.createElement("select");
      for (const word of ["true", "false"]) input.add(new Option(word, word));
    } else if (option.kind === "choice" && option.choices) {
      input = document.createElement("select");
      for (const word of option.choices) input.add(new Option(word, word));
    } else {
      input = document.createElement("input");
      input.type = "text";
      input.spellcheck = false;
      input.autocomplete = "off";
    }
    input.id = id;
    input.name = option.name;
    input.dataset.option = option.name;
    input.dataset.default = option.default;
    input.value = values && option.name in values ? values[option.name] : option.default;
    input.title = option.doc ? `${option.type}: ${option.doc}` : option.type;
    input.setAttribute("aria-description", input.title);
    field.append(label, input);
    box.append(field);
  }
}

function optionTexts() {
  // only the options changed from their defaults, so the session shows what the user chose
  const texts = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    if (input.value.trim() !== input.dataset.default) texts[input.dataset.option] = input.value;
  }
  return texts;
}

function fromHash() {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  const options = {};
  for (const [key, value] of params) if (key.startsWith("option.")) options[key.slice(7)] = value;
  return { game: params.get("game"), options, mode: params.get("mode"), position: params.get("position") };
}

function writeHash(name, options) {
  const params = new URLSearchParams();
  params.set("game", name);
  for (const [key, value] of Object.entries(options)) params.set(`option.${key}`, value);
  params.set("mode", state.mode);
  history.replaceState(null, "", `#${params}`);
}

function buildModes(players) {
  const select = $("mode");
  const keep = select.value;
  select.innerHTML = "";
  players.forEach((name, k) => {
    const others = players.length > 2 ? "the others" : players[1 - k];
    select.add(new Option(`You play ${name}, the computer ${others}`, String(k)));
  });
  select.add(new Option("People play every side (no computer)", "people"));
  select.value = [...select.options].some((o) => o.value === keep) ? keep : "0";
  state.mode = select.value;
}

// --------------------------------------------------------------------------------------------- sessions
async function openGame(event) {
  if (event) event.preventDefault();
  const name = $("game").value;
  const options = optionTexts();
  const position = $("start-position").value.trim();
  state.generation += 1;
  clearTimeout(state.timer);
  showError("");
  setState("preparing");
  let status;
  try {
    status = await api("POST", "/api/sessions", { game: name, options, position: position || null });
  } catch (err) {
    showError(err.message);
    setState("error");
    return;
  }
  state.mode = $("mode").value;
  writeHash(name, options);
  await waitReady(status, state.generation);
}

async function waitReady(status, generation) {
  const bar = $("progress-bar");
  $("progress").hidden = false;
  while (status.state === "preparing") {
    showProgress(status);
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (generation !== state.generation) return;
    try {
      status = await api("GET", `/api/sessions/${status.session}`);
    } catch (err) {
      showError(err.message);
      setState("error");
      return;
    }
  }
  $("progress").hidden = true;
  bar.removeAttribute("value");
  if (status.state === "failed") {
    showError(`The analysis failed: ${status.error}`);
    setState("error");
    return;
  }
  state.session = status;
  state.moves = [];
  state.reports = [];
  buildModes(status.players);
  $("tree-panel").hidden = !status.partizan;
  $("play").hidden = false;
  await refresh();
}

function showProgress(status) {
  const info = status.progress || {};
  const bar = $("progress-bar");
  const count = ["positions", "nodes", "done"].find((k) => typeof info[k] === "number");
  if (count && typeof info.total === "number" && info.total > 0) {
    bar.max = info.total;
    bar.value = Math.min(info[count], info.total);
  } else {
    bar.removeAttribute("value"); // indeterminate
  }
  const words = [info.phase || "preparing"];
  if (count) words.push(`${info[count].toLocaleString()}${typeof info.total === "number" ? " of " + info.total.toLocaleString() : ""} ${count}`);
  words.push(`${status.seconds.toFixed(1)} s`);
  $("progress-text").textContent = words.join(", ");
}

// ---------------------------------------------------------------------------------------------- reports
async function refresh() {
  const generation = state.generation;
  const moves = state.moves.slice();
  state.pending += 1;
  setState("thinking");
  let report;
  try {
    report = await api("POST", `/api/sessions/${state.session.session}/report`, { moves });
  } catch (err) {
    state.pending -= 1;
    if (generation === state.generation) {
      showError(err.message);
      setState("error");
    }
    return;
  }
  state.pending -= 1;
  if (generation !== state.generation || moves.length !== state.moves.length) return;
  state.reports[moves.length] = report;
  state.reports.length = moves.length + 1;
  render(report);
  if (state.session.partizan) await loadTree(report, generation);
  if (generation !== state.generation) return;
  if (computerToMove(report)) {
    state.timer = setTimeout(() => computerMove(generation), 200);
    setState("thinking");
  } else {
    setState(report.over ? "over" : "idle");
  }
}

function moverIndex(report) {
  return report.players.indexOf(report.to_move);
}

function computerToMove(report) {
  return !report.over && state.mode !== "people" && String(moverIndex(report)) !== state.mode &&
    report.moves.length > 0;
}

function bestMove(report) {
  // a win with the least distance, else a draw, else the loss with the greatest distance (unknown moves
  // count after draws, before losses); ties to the first in the game's order
  const moves = report.moves;
  if (!moves.length) return null;
  const mover = report.to_move;
  const rank = (m) => {
    const d = typeof m.distance === "number" ? m.distance : 0;
    switch (m.kind) {
      case "win": return [4, -d];
      case "draw": return [3, 0];
      case "unknown": return [2, 0];
      case "loss": return [1, d];
      default: { // three or more players: a move crowning the mover alone, else a coalition with the mover
        const crowns = m.crowns || [];
        if (crowns.some((c) => c.length === 1 && c[0] === mover)) return [4, 0];
        if (crowns.some((c) => c.includes(mover))) return [3, -Math.min(...crowns.filter((c) => c.includes(mover)).map((c) => c.length))];
        return [2, 0];
      }
    }
  };
  let best = moves[0];
  let bestRank = rank(best);
  for (const m of moves.slice(1)) {
    const r = rank(m);
    if (r[0] > bestRank[0] || (r[0] === bestRank[0] && r[1] > bestRank[1])) {
      best = m;
      bestRank = r;
    }
  }
  return best;
}

async function computerMove(generation) {
  if (generation !== state.generation) return;
  const report = state.reports[state.moves.length];
  const move = report ? bestMove(report) : null;
  if (!move) return;
  await play(move.text);
}

async function play(text) {
  if (state.pending > 0) return; // a report is on its way: one move at a time
  clearTimeout(state.timer);
  state.moves.push(text);
  await refresh();
}

function undo() {
  if (!state.moves.length) return;
  state.generation += 1;
  clearTimeout(state.timer);
  state.moves.pop();
  // take back the computer's replies too, back to a position where a person is to move
  while (state.moves.length && state.mode !== "people") {
    const report = state.reports[state.moves.length];
    if (!report || String(moverIndex(report)) === state.mode) break;
    state.moves.pop();
  }
  state.reports.length = state.moves.length + 1;
  refresh();
}

// ------------------------------------------------------------------------------------------------ render
function kindWords(value) {
  if (!value) return "";
  return value.label || value.kind;
}

function render(report) {
  $("board").innerHTML = report.svg || "";
  $("board").hidden = !report.svg;
  $("board-text").textContent = report.board || "";
  $("status").textContent = report.over ? "" : `${report.to_move} to move.`;
  const result = $("result");
  result.hidden = !report.over;
  result.dataset.result = report.result === null ? "" : report.result;
  result.textContent = report.over ? gameOverText(report) : "";
  $("value").textContent = report.over ? "" : `Value: ${kindWords(report.value)}`;
  const cgt = report.cgt;
  $("cgt").hidden = !cgt;
  $("cgt").textContent = cgt ? `Canonical value ${cgt.canonical ?? "?"}, temperature ${cgt.temperature ?? "?"}, mean ${cgt.mean ?? "?"}` : "";
  $("value").dataset.kind = report.value ? report.value.kind : "";
  $("method").textContent = report.method ? `Solved by: ${report.solver || report.method}` : "";
  $("note").textContent = report.note || "";
  $("note").hidden = !report.note;
  $("position-text").value = report.position;
  $("python").value = report.python;
  $("history-text").textContent = state.moves.length ? `Moves played: ${state.moves.join(" ")}` : "";
  renderMoves(report);
  renderChart();
  $("undo").disabled = state.moves.length === 0;
  $("computer-move").disabled = report.over || report.moves.length === 0;
}

function gameOverText(report) {
  if (report.result === "draw") return "Game over: a draw.";
  const you = state.mode !== "people" && report.players[Number(state.mode)] === report.result;
  const who = state.mode === "people" ? "" : you ? " (you win)" : " (the computer wins)";
  return `Game over: ${report.result} wins${who}.`;
}

function renderMoves(report) {
  const box = $("moves");
  box.innerHTML = "";
  const humanTurn = !computerToMove(report);
  for (const move of report.moves) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `move kind-${move.kind}`;
    button.dataset.move = move.text;
    button.dataset.kind = move.kind;
    if (move.distance !== null && move.distance !== undefined) button.dataset.distance = move.distance;
    const words = [move.label || move.kind];
    const text = document.createElement("span");
    text.className = "move-text";
    text.textContent = move.text;
    button.append(text);
    if (typeof move.distance === "number") {
      const small = document.createElement("small");
      small.className = "distance";
      small.textContent = move.distance;
      button.append(small);
    }
    if (move.crowns) {
      const crowns = move.crowns.map((c) => c.join("+")).join(", ") || "nobody";
      button.dataset.crowns = crowns;
      const small = document.createElement("small");
      small.className = "crowns";
      small.textContent = crowns;
      button.append(small);
      if (!words[0].includes("crowns")) words.push(`crowns ${crowns}`);
    }
    if (move.canonical !== undefined && move.canonical !== null) {
      button.dataset.canonical = move.canonical;
      button.dataset.temperature = move.temperature;
      const small = document.createElement("small");
      small.className = "cgt";
      small.textContent = `${move.canonical}, t=${move.temperature}`;
      button.append(small);
      words.push(`canonical value ${move.canonical}, temperature ${move.temperature}`);
    }
    button.title = words.join("; ");
    button.setAttribute("aria-label", `${move.text}: ${words.join("; ")}`);
    button.disabled = !humanTurn;
    button.addEventListener("click", () => play(move.text));
    box.append(button);
  }
  if (!report.moves.length && !report.over) box.textContent = "No legal move.";
}

function renderChart() {
  const values = state.reports.map((r) => (r ? r.chart : null));
  const width = 420, height = 140, pad = 22;
  const n = Math.max(values.length - 1, 1);
  const x = (k) => pad + (k * (width - 2 * pad)) / n;
  const y = (v) => height / 2 - (v * (height / 2 - pad));
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" id="chart-svg" role="img" aria-label="value history" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-points="${values.map((v) => (v === null || v === undefined ? "null" : v)).join(" ")}">`];
  parts.push(`<line class="axis" x1="${pad}" y1="${y(0)}" x2="${width - pad}" y2="${y(0)}"/>`);
  parts.push(`<text x="2" y="${y(1) + 4}" class="tick">+1</text><text x="6" y="${y(0) + 4}" class="tick">0</text><text x="2" y="${y(-1) + 4}" class="tick">&#8722;1</text>`);
  let path = "";
  values.forEach((v, k) => {
    if (v === null || v === undefined) { path += " "; return; }
    path += `${path.endsWith(" ") || !path ? "M" : "L"}${x(k).toFixed(1)},${y(v).toFixed(1)}`;
  });
  const segments = path.split(" ").filter(Boolean).map((d) => (d.startsWith("M") ? d : `M${d.slice(1)}`));
  for (const d of segments) parts.push(`<path class="line" d="${d}"/>`);
  values.forEach((v, k) => {
    if (v === null || v === undefined) {
      parts.push(`<circle class="point unknown" cx="${x(k)}" cy="${y(0)}" r="3"><title>move ${k}: unknown</title></circle>`);
    } else {
      parts.push(`<circle class="point" cx="${x(k)}" cy="${y(v)}" r="3"><title>move ${k}: ${v}</title></circle>`);
    }
  });
  parts.push("</svg>");
  $("chart").innerHTML = parts.join("");
}

// ---------------------------------------------------------------------------------------------- the tree
async function loadTree(report, generation) {
  const box = $("tree");
  let root;
  try {
    root = await api("POST", `/api/sessions/${state.session.session}/tree`, { moves: state.moves.slice(), depth: 1 });
  } catch (err) {
    if (generation === state.generation) box.textContent = err.message;
    return;
  }
  if (generation !== state.generation) return;
  box.innerHTML = "";
  const list = document.createElement("ul");
  list.className = "tree-root";
  list.append(treeNode(root, "", true));
  box.append(list);
}

function treeNode(node, side, expanded) {
  const item = document.createElement("li");
  item.className = "tree-node";
  item.dataset.position = node.position;
  item.dataset.canonical = node.canonical;
  item.dataset.temperature = node.temperature;
  if (side) item.dataset.side = side;
  const row = document.createElement("div");
  row.className = "tree-row";
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.className = "expand";
  toggle.setAttribute("aria-expanded", expanded ? "true" : "false");
  toggle.setAttribute("aria-label", `expand ${node.position}`);
  toggle.textContent = expanded ? "\u25BE" : "\u25B8";
  const label = document.createElement("span");
  label.className = "tree-label";
  const sideMark = side ? `<b class="side side-${side}">${side}</b> ` : "";
  label.innerHTML = sideMark;
  const pos = document.createElement("code");
  pos.textContent = node.position;
  const canonical = document.createElement("span");
  canonical.className = "canonical";
  canonical.textContent = `= ${node.canonical ?? "?"}`;
  const temperature = document.createElement("span");
  temperature.className = "temperature";
  temperature.textContent = `t = ${node.temperature ?? "?"}`;
  if (node.note) label.title = node.note;
  label.append(pos, " ", canonical, " ", temperature);
  row.append(toggle, label);
  if (node.thermograph_svg) {
    const picture = document.createElement("div");
    picture.className = "thermograph";
    picture.title = `thermograph of ${node.position}`;
    picture.innerHTML = node.thermograph_svg;
    row.append(picture);
  }
  item.append(row);
  const children = document.createElement("ul");
  children.className = "tree-children";
  item.append(children);
  if (expanded) fillChildren(children, node);
  toggle.addEventListener("click", () => toggleNode(item, toggle, children));
  return item;
}

function fillChildren(list, node) {
  list.innerHTML = "";
  const left = node.left || [], right = node.right || [];
  for (const child of left) list.append(treeNode(child, "L", false));
  for (const child of right) list.append(treeNode(child, "R", false));
  if (!left.length && !right.length) {
    const none = document.createElement("li");
    none.className = "tree-empty";
    none.textContent = "no options";
    list.append(none);
  }
}

async function toggleNode(item, toggle, children) {
  if (toggle.getAttribute("aria-expanded") === "true") {
    toggle.setAttribute("aria-expanded", "false");
    toggle.textContent = "\u25B8";
    children.innerHTML = "";
    return;
  }
  const generation = state.generation;
  setState("thinking");
  try {
    const node = await api("POST", `/api/sessions/${state.session.session}/tree`, { position: item.dataset.position, depth: 1 });
    if (generation !== state.generation) return;
    fillChildren(children, node);
    toggle.setAttribute("aria-expanded", "true");
    toggle.textContent = "\u25BE";
  } catch (err) {
    showError(err.message);
  }
  setState(state.reports[state.moves.length] && state.reports[state.moves.length].over ? "over" : "idle");
}

// ------------------------------------------------------------------------------------------------- start
async function start() {
  try {
    const doc = await api("GET", "/api/games");
    state.games = doc.games;
  } catch (err) {
    showError(err.message);
    setState("error");
    return;
  }
  const select = $("game");
  for (const game of state.games) select.add(new Option(game.name, game.name));
  const wanted = fromHash();
  select.value = wanted.game && gameEntry(wanted.game) ? wanted.game : gameEntry("tictactoe") ? "tictactoe" : state.games[0].name;
  buildOptions(select.value, wanted.game === select.value ? wanted.options : null);
  if (wanted.position) $("start-position").value = wanted.position;
  if (wanted.mode) $("mode").value = wanted.mode;
  select.addEventListener("change", () => {
    buildOptions(select.value, null);
    $("start-position").value = "";
  });
  $("game-form").addEventListener("submit", openGame);
  $("mode").addEventListener("change", () => {
    state.mode = $("mode").value;
    const report = state.reports[state.moves.length];
    if (report) {
      render(report);
      if (computerToMove(report)) state.timer = setTimeout(() => computerMove(state.generation), 200);
    }
  });
  $("undo").addEventListener("click", undo);
  $("computer-move").addEventListener("click", () => {
    const report = state.reports[state.moves.length];
    const move = report ? bestMove(report) : null;
    if (move) play(move.text);
  });
  $("restart").addEventListener("click", () => {
    state.generation += 1;
    clearTimeout(state.timer);
    state.moves = [];
    state.reports = [];
    refresh();
  });
  for (const button of document.querySelectorAll("button.copy")) {
    button.addEventListener("click", async () => {
      const field = $(button.dataset.target);
      field.select();
      try {
        await navigator.clipboard.writeText(field.value);
      } catch (err) {
        document.execCommand("copy");
      }
    });
  }
  await openGame();
}

start();
