// The trickgames web page: plain JavaScript, no build step. It only talks to the JSON API
// (docs: "Build a frontend") and shows what the server sends: the seat's view and the table.
"use strict";

// -- texts ----------------------------------------------------------------------------------

const TEXTS = {
  en: {
    title: "trickgames", new_game: "New game", daily: "Daily", leaderboard: "Leaderboard",
    mode: "Mode", mode_deal: "One deal", mode_session: "A session", game: "Game",
    preset: "Rules", house_rules: "House rules", deals: "Deals",
    compulsory_solos: "Compulsory solos", seats: "Seats", you: "You", computer: "Computer",
    friend: "Friend (invitation link)", your_name: "Your name", seed: "Seed", day: "Day",
    start: "Start", show: "Show", rank: "#", name: "Name", score: "Score", per_deal: "Deals",
    board_empty: "Nobody has played this day yet.", next_deal: "Next deal",
    download_deal: "Download the deal's record", download_table: "Download the record",
    log: "What happened", your_turn: "Your turn.", your_chance: "You may act now, or let it pass.",
    let_pass: "Let it pass", waiting_for: "Waiting for {names}.", deal_over: "The deal is over.",
    table_finished: "Every deal is played.", deal_of: "Deal {n} of {total}",
    invitations: "Invitation links (each opens one seat; send each to one friend):",
    copy: "Copy", copied: "Copied", player: "Player {seat}", computer_seat: "Computer {seat}",
    contract: "Game", declarer: "declared by {name}", declared_by_you: "your game", announced: "Announced",
    doublings: "Kontra/Re", trick: "Trick", last_trick: "Last trick", points: "{points} points",
    cards_left: "{n} cards", totals: "Totals", card_points: "Card points",
    give_selected: "Give the selected cards", return_selected: "Return the selected cards",
    select_cards: "Select {n} cards.", stale: "The table moved on; here is the new state.",
    no_token: "This browser has no seat at game {id}: open its invitation link.",
    daily_note: "The day's four deals are the same for everybody (rule {rule}); your score enters the leaderboard.",
    daily_of: "Daily {day}", view_records: "records", party_re: "Re", party_kontra: "Kontra",
    party_declarers: "declarers", party_defenders: "defenders", winner: "Winner",
    items: "Score", cents: "{n} ct", none: "none", loading: "Loading…",
    error: "Error", seat_label: "{name} (p{seat})", on_turn: "on turn",
    knocks: "Knocked", stock: "Pot", open_hand: "{name}'s open hand",
    hochzeit_card: "The Hochzeit trump", poverty_cards: "Cards given",
    returned_cards: "Cards returned",
  },
  de: {
    title: "trickgames", new_game: "Neues Spiel", daily: "Tagesspiel", leaderboard: "Bestenliste",
    mode: "Art", mode_deal: "Ein Spiel", mode_session: "Eine Runde", game: "Spiel",
    preset: "Regeln", house_rules: "Hausregeln", deals: "Spiele",
    compulsory_solos: "Pflichtsoli", seats: "Plätze", you: "Du", computer: "Computer",
    friend: "Freund (Einladungslink)", your_name: "Dein Name", seed: "Seed", day: "Tag",
    start: "Los", show: "Zeigen", rank: "#", name: "Name", score: "Punkte", per_deal: "Spiele",
    board_empty: "An diesem Tag hat noch niemand gespielt.", next_deal: "Nächstes Spiel",
    download_deal: "Aufzeichnung des Spiels laden", download_table: "Aufzeichnung laden",
    log: "Was geschah", your_turn: "Du bist dran.", your_chance: "Du kannst jetzt etwas ansagen, oder weiter.",
    let_pass: "Weiter", waiting_for: "Warte auf {names}.", deal_over: "Das Spiel ist vorbei.",
    table_finished: "Alle Spiele sind gespielt.", deal_of: "Spiel {n} von {total}",
    invitations: "Einladungslinks (jeder öffnet einen Platz; schick jeden an einen Freund):",
    copy: "Kopieren", copied: "Kopiert", player: "Spieler {seat}", computer_seat: "Computer {seat}",
    contract: "Spiel", declarer: "angesagt von {name}", declared_by_you: "dein Spiel", announced: "Ansagen",
    doublings: "Kontra/Re", trick: "Stich", last_trick: "Letzter Stich", points: "{points} Augen",
    cards_left: "{n} Karten", totals: "Stand", card_points: "Augen",
    give_selected: "Ausgewählte Karten geben", return_selected: "Ausgewählte Karten zurückgeben",
    select_cards: "Wähle {n} Karten.", stale: "Der Tisch ist weiter; hier ist der neue Stand.",
    no_token: "Dieser Browser hat keinen Platz im Spiel {id}: öffne seinen Einladungslink.",
    daily_note: "Die vier Spiele des Tages sind für alle gleich (Regel {rule}); dein Ergebnis kommt in die Bestenliste.",
    daily_of: "Tagesspiel {day}", view_records: "Aufzeichnungen", party_re: "Re", party_kontra: "Kontra",
    party_declarers: "Spieler", party_defenders: "Gegenspieler", winner: "Gewinner",
    items: "Wertung", cents: "{n} ct", none: "keine", loading: "Lade …",
    error: "Fehler", seat_label: "{name} (p{seat})", on_turn: "am Zug",
    knocks: "Geklopft", stock: "Stock", open_hand: "Offene Karten von {name}",
    hochzeit_card: "Der Hochzeitstrumpf", poverty_cards: "Gegebene Karten",
    returned_cards: "Zurückgegebene Karten",
  },
};

// The words of the actions and games (record words -> shown words).
const WORDS = {
  en: {
    healthy: "healthy", reserve: "reservation", declare: "declare", give: "give", accept: "accept",
    decline: "decline", return: "return", announce: "announce", play: "play", genscher: "Genscher",
    pass: "pass", bid: "I'll play", knock: "knock", hold: "hold", kontra: "Kontra", re: "Re",
    no90: "no 90", no60: "no 60", no30: "no 30", schwarz: "schwarz", swines: "swines",
    hyperswines: "hyperswines", normal: "normal game", marriage: "marriage", poverty: "poverty",
    solo: "solo", clubs: "clubs", spades: "spades", hearts: "hearts", diamonds: "diamonds",
    queens: "queens", jacks: "jacks", aces: "aces", kings: "kings", koehler: "Köhler",
    throw: "throw in", foreign: "first foreign trick", trump: "trump trick", plain: "plain trick",
    sauspiel: "Sauspiel", wenz: "Wenz", farbwenz: "Farbwenz", geier: "Geier", farbgeier: "Farbgeier",
    tout: "Tout", bettel: "Bettel", ouvert: "ouvert", hochzeit: "Hochzeit", sie: "Sie",
    ramsch: "Ramsch", eichel: "Eichel", gras: "Gras", herz: "Herz", schellen: "Schellen",
    thrown: "thrown in", genscher_contract: "Genscher",
  },
  de: {
    healthy: "gesund", reserve: "Vorbehalt", declare: "ansagen", give: "geben", accept: "annehmen",
    decline: "ablehnen", return: "zurückgeben", announce: "ansagen", play: "spielen", genscher: "Genscher",
    pass: "weiter", bid: "ich spiel", knock: "klopfen", hold: "halten", kontra: "Kontra", re: "Re",
    no90: "keine 90", no60: "keine 60", no30: "keine 30", schwarz: "schwarz", swines: "Schweine",
    hyperswines: "Superschweine", normal: "Normalspiel", marriage: "Hochzeit", poverty: "Armut",
    solo: "Solo", clubs: "Kreuz", spades: "Pik", hearts: "Herz", diamonds: "Karo",
    queens: "Damen", jacks: "Buben", aces: "Asse", kings: "Könige", koehler: "Köhler",
    throw: "schmeißen", foreign: "erster Fremder", trump: "Trumpfstich", plain: "Fehlstich",
    sauspiel: "Sauspiel", wenz: "Wenz", farbwenz: "Farbwenz", geier: "Geier", farbgeier: "Farbgeier",
    tout: "Tout", bettel: "Bettel", ouvert: "ouvert", hochzeit: "Hochzeit", sie: "Sie",
    ramsch: "Ramsch", eichel: "Eichel", gras: "Gras", herz: "Herz", schellen: "Schellen",
    thrown: "geschmissen", genscher_contract: "Genscher",
  },
};

const STORE_KEY = "trickgames.tables";
const LANG_KEY = "trickgames.lang";

const S = {
  lang: "en", catalogue: null, id: null, token: null, snap: null, busy: false,
  poll: 0, selection: [], message: "",
};

const $ = (id) => document.getElementById(id);

function t(key, params) {
  let text = (TEXTS[S.lang] && TEXTS[S.lang][key]) || TEXTS.en[key] || key;
  for (const [k, v] of Object.entries(params || {})) text = text.split(`{${k}}`).join(String(v));
  return text;
}

function word(w) {
  return (WORDS[S.lang] && WORDS[S.lang][w]) || WORDS.en[w] || w;
}

function phrase(value) {
  // "solo-herz-tout" -> "Solo Herz Tout"; "marriage-trump" -> "marriage trump trick".
  if (value === null || value === undefined) return "";
  return String(value).split("-").map(word).join(" ");
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// -- storage of seats ------------------------------------------------------------------------

function seatsStored() {
  try { return JSON.parse(localStorage.getItem(STORE_KEY) || "{}"); } catch (e) { return {}; }
}

function remember(id, data) {
  const all = seatsStored();
  all[id] = Object.assign(all[id] || {}, data);
  localStorage.setItem(STORE_KEY, JSON.stringify(all));
}

// -- the API ----------------------------------------------------------------------------------

class ApiError extends Error {
  constructor(status, code, message) { super(message); this.status = status; this.code = code; }
}

async function api(method, path, body, token) {
  const headers = { "Accept-Language": S.lang };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get("content-type") || "";
  if (!response.ok) {
    let code = "http_error", message = response.statusText;
    if (type.includes("json")) {
      const data = await response.json();
      if (data.error) { code = data.error.code; message = data.error.message; }
    }
    throw new ApiError(response.status, code, message);
  }
  if (type.includes("application/json")) return response.json();
  return response.text();
}

function showError(error) {
  const box = $("error");
  box.textContent = error ? `${t("error")}: ${error.message}${error.code ? ` [${error.code}]` : ""}` : "";
  box.hidden = !error;
  if (error) setTimeout(() => { if (box.textContent.includes(error.message)) box.hidden = true; }, 8000);
}

// -- language ---------------------------------------------------------------------------------

function applyTexts() {
  document.documentElement.lang = S.lang;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  for (const b of document.querySelectorAll(".languages button")) {
    b.classList.toggle("active", b.dataset.lang === S.lang);
  }
}

function setLanguage(lang) {
  S.lang = lang === "de" ? "de" : "en";
  localStorage.setItem(LANG_KEY, S.lang);
  applyTexts();
  loadCatalogue().then(() => {
    fillSetup(); fillBoardForm();
    if (S.snap) render(S.snap);
  }).catch(showError);
}

// -- setup ------------------------------------------------------------------------------------

async function loadCatalogue() {
  S.catalogue = await api("GET", `/api/rules?lang=${S.lang}`);
  $("daily-note").textContent = t("daily_note", { rule: S.catalogue.daily.rule });
}

function gameEntry(name) {
  return S.catalogue.games.find((g) => g.name === name) || S.catalogue.games[0];
}

function fillSelect(select, items, keep) {
  const before = keep ? select.value : null;
  select.replaceChildren(...items.map(([value, label]) => el("option", { value, text: label })));
  if (before && items.some(([v]) => v === before)) select.value = before;
}

function localToday() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function fillSetup() {
  if (!S.catalogue) return;
  fillSelect($("game"), S.catalogue.games.map((g) => [g.name, g.title]), true);
  const entry = gameEntry($("game").value);
  fillSelect($("preset"), Object.keys(entry.presets).map((p) => [p, p]), true);
  for (const seat of [1, 2, 3]) {
    fillSelect($(`seat-${seat}`), [["computer", t("computer")], ["human", t("friend")]], true);
  }
  if (!$("day").value) $("day").value = localToday();
  fillOptions();
  setupMode();
}

function fillOptions() {
  const entry = gameEntry($("game").value);
  const preset = entry.presets[$("preset").value];
  const box = $("options");
  box.replaceChildren();
  for (const option of entry.options) {
    const value = preset[option.name];
    let input;
    if (option.choices && option.choices.length === 2 && typeof option.choices[0] === "boolean") {
      input = el("input", { type: "checkbox", "data-option": option.name });
      input.checked = Boolean(value);
    } else if (option.choices) {
      input = el("select", { "data-option": option.name },
        ...option.choices.map((c) => el("option", { value: c, text: c })));
      input.value = value;
    } else {
      input = el("input", { type: "text", "data-option": option.name, "data-json": "1",
        value: JSON.stringify(value), size: 30 });
    }
    box.append(el("label", { class: "option", title: option.doc },
      input, " ", el("code", { text: option.name }), el("span", { class: "doc", text: ` ${option.doc}` })));
  }
}

function chosenRules() {
  const entry = gameEntry($("game").value);
  const name = $("preset").value;
  const preset = entry.presets[name];
  const rules = { preset: name };
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const option = input.dataset.option;
    let value;
    if (input.type === "checkbox") value = input.checked;
    else if (input.dataset.json) {
      try { value = JSON.parse(input.value); } catch (e) {
        throw new ApiError(0, "invalid_json", `${option}: ${input.value}`);
      }
    } else value = input.value;
    if (JSON.stringify(value) !== JSON.stringify(preset[option])) rules[option] = value;
  }
  return Object.keys(rules).length === 1 ? name : rules;
}

function mode() {
  return document.querySelector("input[name=mode]:checked").value;
}

function setupMode() {
  const m = mode();
  const entry = gameEntry($("game").value);
  $("session-row").hidden = m !== "session";
  $("solos-label").hidden = !entry.compulsory_solos;
  if (m === "session" && !$("deals").dataset.touched) $("deals").value = entry.session_deals;
  $("seats-row").hidden = m === "daily";
  $("seed-label").hidden = m === "daily";
  $("day-label").hidden = m !== "daily";
  $("daily-note").hidden = m !== "daily";
  $("setup-title").textContent = m === "daily" ? t("daily") : t("new_game");
}

async function startGame(event) {
  event.preventDefault();
  try {
    const m = mode();
    const body = { game: $("game").value, rules: chosenRules() };
    const name = $("name").value.trim();
    if (name) { body.name = name; localStorage.setItem("trickgames.name", name); }
    if (m === "daily") body.daily = $("day").value;
    else {
      body.seats = ["human", ...[1, 2, 3].map((s) => $(`seat-${s}`).value)];
      if ($("seed").value !== "") body.seed = Number($("seed").value);
      if (m === "session") {
        body.session = { deals: Number($("deals").value) };
        if (gameEntry(body.game).compulsory_solos) body.session.compulsory_solos = $("solos").checked;
      }
    }
    const created = await api("POST", "/api/games", body);
    remember(created.id, { token: created.token, seat: created.seat, invitations: created.invitations });
    S.id = created.id;
    S.token = created.token;
    history.pushState(null, "", `#game=${created.id}`);
    showSection("table");
    render(created);
  } catch (error) {
    showError(error);
  }
}

// -- the leaderboard ---------------------------------------------------------------------------

function fillBoardForm() {
  if (!S.catalogue) return;
  fillSelect($("board-game"), S.catalogue.games.map((g) => [g.name, g.title]), true);
  const entry = gameEntry($("board-game").value);
  fillSelect($("board-preset"), Object.keys(entry.presets).map((p) => [p, p]), true);
  if (!$("board-day").value) $("board-day").value = localToday();
}

async function showBoard(event, game, rules, day) {
  if (event) event.preventDefault();
  showSection("board");
  if (game) { $("board-game").value = game; fillBoardForm(); }
  if (typeof rules === "string") $("board-preset").value = rules;
  if (day) $("board-day").value = day;
  const g = $("board-game").value;
  const r = typeof rules === "object" && rules !== null ? JSON.stringify(rules) : $("board-preset").value;
  try {
    const data = await api("GET", `/api/daily/${g}/${$("board-day").value}?rules=${encodeURIComponent(r)}`);
    const rows = data.entries.map((e) => el("tr", {},
      el("td", { text: e.rank }), el("td", { text: e.name }), el("td", { text: e.score }),
      el("td", { text: e.scores.join(" / ") }),
      el("td", {}, el("button", { type: "button", text: t("view_records"),
        onclick: () => downloadEntry(g, data.day, e.id) }))));
    $("board-table").querySelector("tbody").replaceChildren(...rows);
    $("board-empty").hidden = rows.length > 0;
  } catch (error) {
    showError(error);
  }
}

async function downloadEntry(game, day, entry) {
  try {
    const data = await api("GET", `/api/daily/${game}/${day}/${entry}`);
    const lines = data.records.map((r) => JSON.stringify(r)).join("\n") + "\n";
    saveFile(`trickgames-daily-${game}-${day}-${entry}.jsonl`, lines, "application/x-ndjson");
  } catch (error) {
    showError(error);
  }
}

// -- the table ----------------------------------------------------------------------------------

function showSection(name) {
  for (const id of ["setup", "board", "table"]) $(id).hidden = id !== name;
  if (name !== "table") { S.poll += 1; S.snap = null; document.body.dataset.state = name; }
}

function seatName(seat) {
  const snap = S.snap;
  if (!snap) return `p${seat}`;
  if (seat === snap.seat) return t("you");
  const given = snap.table.names[seat];
  if (given) return given;
  return snap.table.seats[seat] === "human" ? t("player", { seat }) : t("computer_seat", { seat });
}

function relative(seat) {
  const me = S.snap ? S.snap.seat : 0;
  return ["bottom", "left", "top", "right"][(seat - me + 4) % 4];
}

function cardImage(code, small) {
  const game = S.snap.view.game;
  const src = code === "??" ? `/cards/${game}/back.svg` : `/cards/${game}/${code}.svg?lang=${S.lang}`;
  return el("img", { src, alt: code, class: small ? "card-img small" : "card-img", draggable: "false" });
}

function parties(view) {
  return view.parties.map((p) => (p ? partyWord(p) : null));
}

function partyWord(p) {
  return t(`party_${p}`);
}

function describeAction(line) {
  const words = line.split(/\s+/);
  const seat = Number(words[0].slice(1));
  const verb = words[1];
  const rest = words.slice(2);
  let text = word(verb);
  if (verb === "play") text = rest[0];
  else if (verb === "declare" || verb === "announce") text = `${word(verb)} ${phrase(rest[0])}`;
  else if (verb === "genscher") text = `Genscher ${rest[0]}`;
  else if (rest.length) text = `${word(verb)} ${rest.join(" ")}`;
  return { seat, verb, text };
}

function renderInfo(snap) {
  const view = snap.view;
  const info = snap.table;
  const parts = [];
  const title = S.catalogue ? gameEntry(view.game).title : view.game;
  const rules = typeof info.rules === "string" ? info.rules : JSON.stringify(info.rules);
  parts.push(el("strong", { text: `${title} · ${rules}` }));
  if (info.kind === "daily") parts.push(el("span", { text: ` · ${t("daily_of", { day: info.day })}` }));
  if (info.deals > 1) parts.push(el("span", { id: "deal-number", text: ` · ${t("deal_of", { n: info.deal + 1, total: info.deals })}` }));
  if (view.contract) {
    let c = `${t("contract")}: ${phrase(view.contract)}`;
    if (view.declarer === snap.seat) c += ` (${t("declared_by_you")})`;
    else if (view.declarer !== null && view.declarer !== undefined) c += ` (${t("declarer", { name: seatName(view.declarer) })})`;
    parts.push(el("div", { id: "contract", text: c }));
  }
  if (view.announced) {
    const a = [];
    for (const party of ["re", "kontra"]) {
      const level = view.announced[party];
      const names = [partyWord(party), word("no90"), word("no60"), word("no30"), word("schwarz")];
      if (level >= 0) a.push(names[level]);
    }
    if (a.length) parts.push(el("div", { text: `${t("announced")}: ${a.join(", ")}` }));
  }
  if (view.doublings && view.doublings.length) {
    parts.push(el("div", { text: `${t("doublings")}: ${view.doublings.map((s, i) => `${seatName(s)} ${i % 2 ? "Re" : "Kontra"}`).join(", ")}` }));
  }
  if (view.bidding && view.bidding.knocks.length) {
    parts.push(el("div", { text: `${t("knocks")}: ${view.bidding.knocks.map(seatName).join(", ")}` }));
  }
  for (const key of ["swines", "hyperswines"]) {
    if (view[key] !== null && view[key] !== undefined) {
      parts.push(el("div", { text: `${word(key)}: ${seatName(view[key])}` }));
    }
  }
  if (view.stock !== null && view.stock !== undefined) {
    parts.push(el("div", { text: `${t("stock")}: ${view.stock}` }));
  }
  const shown = [];
  if (view.open_hand) shown.push([t("open_hand", { name: seatName(view.open_hand.seat) }), view.open_hand.cards]);
  if (view.hochzeit_card) shown.push([t("hochzeit_card"), [view.hochzeit_card]]);
  if (view.poverty_cards && view.poverty_cards.length) shown.push([t("poverty_cards"), view.poverty_cards]);
  if (view.returned_cards && view.returned_cards.length) shown.push([t("returned_cards"), view.returned_cards]);
  for (const [label, cards] of shown) {
    parts.push(el("div", { class: "shown-cards" }, el("span", { text: `${label}: ` }),
      ...cards.map((code) => cardImage(code, true))));
  }
  if (info.results.length && info.deals > 1) {
    parts.push(el("div", { id: "totals", text: `${t("totals")}: ${info.totals.map((v, s) => `${seatName(s)} ${v}`).join(" · ")}` }));
  }
  $("info").replaceChildren(...parts);
}

function renderSeats(snap) {
  const view = snap.view;
  const known = parties(view);
  for (let seat = 0; seat < 4; seat += 1) {
    const where = relative(seat);
    const box = $(`seat-${where}`);
    const line = [el("span", { class: "name", text: t("seat_label", { name: seatName(seat), seat }) })];
    if (known[seat]) line.push(el("span", { class: "party", text: known[seat] }));
    line.push(el("span", { class: "points", text: t("points", { points: snap.table.points[seat] }) }));
    if (seat !== snap.seat) line.push(el("span", { class: "count", text: t("cards_left", { n: view.hand_sizes[seat] }) }));
    box.replaceChildren(...line);
    box.classList.toggle("on-turn", view.turn === seat && !snap.table.deal_over);
    box.classList.toggle("waited", snap.table.waiting.includes(seat));
    box.dataset.seat = seat;
  }
  for (const where of ["top", "left", "right", "bottom"]) $(`spot-${where}`).replaceChildren();
  const trick = view.trick;
  if (trick && trick.leader >= 0) {
    trick.cards.forEach((code, i) => {
      const seat = (trick.leader + i) % 4;
      $(`spot-${relative(seat)}`).append(cardImage(code));
    });
  }
  const last = view.tricks.length ? view.tricks[view.tricks.length - 1] : null;
  const box = $("last-trick");
  box.replaceChildren();
  if (last) {
    box.append(el("div", { class: "label", text: `${t("last_trick")} → ${seatName(last.winner)}` }));
    last.cards.forEach((code) => box.append(cardImage(code, true)));
  }
}

function sameCards(a, b) {
  return a.length === b.length && [...a].sort().join(" ") === [...b].sort().join(" ");
}

function renderHand(snap) {
  const view = snap.view;
  const mine = snap.seat;
  const legal = view.legal_actions;
  const plays = new Map();
  for (const line of legal) {
    const w = line.split(/\s+/);
    if (w[1] === "play") plays.set(w[2], line);
  }
  const choosing = legal.filter((line) => ["give", "return"].includes(line.split(/\s+/)[1]));
  const needed = choosing.length ? choosing[0].split(/\s+/).length - 2 : 0;
  const hand = $("hand");
  hand.replaceChildren();
  view.hand.forEach((code, index) => {
    const action = plays.get(code);
    const selected = S.selection.includes(index);
    const dim = (plays.size > 0 && !action) ? " dim" : "";
    const button = el("button", {
      type: "button", class: `card${action ? " legal" : ""}${selected ? " selected" : ""}${dim}`,
      "data-card": code, "data-action": action || null, disabled: !(action || choosing.length) || S.busy,
      title: code,
    }, cardImage(code));
    button.addEventListener("click", () => {
      if (action) send(action);
      else if (choosing.length) {
        S.selection = selected ? S.selection.filter((i) => i !== index) : [...S.selection, index];
        renderHand(S.snap);
        renderActions(S.snap);
      }
    });
    hand.append(button);
  });
  hand.dataset.choose = needed ? String(needed) : "";
}

function renderActions(snap) {
  const view = snap.view;
  const box = $("actions");
  box.replaceChildren();
  const buttons = [];
  const choosing = [];
  for (const line of view.legal_actions) {
    const d = describeAction(line);
    if (d.verb === "play") continue;
    if (d.verb === "give" || d.verb === "return") { choosing.push(line); continue; }
    buttons.push(el("button", { type: "button", class: `action verb-${d.verb}`, "data-action": line,
      disabled: S.busy, onclick: () => send(line), text: d.text }));
  }
  if (choosing.length) {
    const verb = choosing[0].split(/\s+/)[1];
    const n = choosing[0].split(/\s+/).length - 2;
    const picked = S.selection.map((i) => view.hand[i]);
    const match = choosing.find((line) => sameCards(line.split(/\s+/).slice(2), picked));
    buttons.unshift(el("span", { class: "hint", text: t("select_cards", { n }) }));
    buttons.push(el("button", { type: "button", id: "give-selected", "data-action": match || null,
      disabled: !match || S.busy, onclick: () => match && send(match),
      text: t(verb === "give" ? "give_selected" : "return_selected") }));
  }
  if (snap.table.chance) {
    buttons.push(el("button", { type: "button", id: "pass-chance", class: "action", disabled: S.busy,
      onclick: () => send(null), text: t("let_pass") }));
  }
  box.append(...buttons);
}

function renderStatus(snap) {
  const info = snap.table;
  let text;
  let state;
  if (info.finished) { text = t("table_finished"); state = "finished"; }
  else if (info.deal_over) { text = t("deal_over"); state = "over"; }
  else if (snap.view.turn === snap.seat) { text = t("your_turn"); state = "mine"; }
  else if (info.chance) { text = t("your_chance"); state = "mine"; }
  else {
    const names = info.waiting.map(seatName).join(", ");
    text = names ? t("waiting_for", { names }) : t("loading");
    state = "wait";
  }
  if (S.message) { text = `${S.message} ${text}`; S.message = ""; }
  $("status").textContent = text;
  document.body.dataset.state = S.busy ? "busy" : state;
  document.body.dataset.seq = String(snap.seq);
}

function renderResult(snap) {
  const box = $("result");
  const score = snap.view.score;
  if (!snap.table.deal_over || !score) { box.hidden = true; box.replaceChildren(); return; }
  const game = snap.view.game;
  const amounts = score.scores || score.payouts;
  const rows = [];
  const labels = snap.table.labels;
  (score.items || []).forEach((item, i) => {
    const who = item.party ? partyWord(item.party) : "";
    const amount = item.factor ? `×${item.amount}` : String(item.amount);
    rows.push(el("tr", { class: "item" }, el("td", { text: labels ? labels[i] : item.label }),
      el("td", { text: who }), el("td", { class: "num", text: amount })));
  });
  const points = score.card_points
    ? Object.entries(score.card_points).map(([p, v]) => `${partyWord(p)} ${v}`).join(" : ") : "";
  const scoreLine = el("div", { id: "scores", "data-scores": amounts.join(",") },
    ...amounts.map((v, s) => el("span", { class: "score", "data-seat": s },
      el("span", { class: "who", text: `${seatName(s)}: ` }),
      el("span", { class: "amount", text: String(v) }),
      game === "schafkopf" ? el("span", { class: "unit", text: " ct" }) : null)));
  box.replaceChildren(
    el("h3", { text: t("items") }),
    points ? el("p", { id: "card-points", text: `${t("card_points")}: ${points}` }) : null,
    rows.length ? el("table", { id: "items" }, el("tbody", {}, ...rows)) : null,
    scoreLine);
  box.hidden = false;
}

function renderAfter(snap) {
  const info = snap.table;
  $("next-deal").hidden = !(info.deal_over && !info.finished);
  $("next-deal").disabled = S.busy;
  $("download-deal").hidden = !info.deal_over;
  $("download-table").hidden = !(info.finished && info.kind !== "deal");
  $("show-board").hidden = !(info.finished && info.kind === "daily");
  const stored = seatsStored()[snap.id] || {};
  const invitations = stored.invitations || [];
  const box = $("invitations");
  box.hidden = !invitations.length;
  box.replaceChildren();
  if (invitations.length) {
    box.append(el("p", { text: t("invitations") }));
    for (const inv of invitations) {
      const link = el("a", { href: inv.url, class: "invitation", "data-seat": inv.seat, text: inv.url, target: "_blank", rel: "noopener" });
      const copy = el("button", { type: "button", text: t("copy"), onclick: async () => {
        try { await navigator.clipboard.writeText(inv.url); copy.textContent = t("copied"); } catch (e) { /* no clipboard */ }
      } });
      box.append(el("div", { class: "row" }, el("span", { text: `p${inv.seat}: ` }), link, copy));
    }
  }
}

function renderLog(snap) {
  const items = snap.view.history.map((line) => {
    const d = describeAction(line);
    return el("li", { text: `${seatName(d.seat)}: ${d.text}` });
  });
  $("log").replaceChildren(...items);
}

function render(snap) {
  if (S.snap && snap.id === S.snap.id && snap.seq < S.snap.seq) return;
  if (!S.snap || snap.seq !== S.snap.seq || snap.id !== S.snap.id) S.selection = [];
  S.snap = snap;
  renderInfo(snap);
  renderSeats(snap);
  renderHand(snap);
  renderActions(snap);
  renderResult(snap);
  renderAfter(snap);
  renderLog(snap);
  renderStatus(snap);
  if (!snap.table.finished) poll();
}

async function send(action) {
  if (S.busy || !S.snap) return;
  S.busy = true;
  renderStatus(S.snap);
  const snap = S.snap;
  try {
    const next = await api("POST", `/api/games/${snap.id}/actions`, { action, seq: snap.seq }, S.token);
    S.busy = false;
    render(next);
  } catch (error) {
    S.busy = false;
    await recover(error);
  }
}

async function nextDeal() {
  if (S.busy || !S.snap) return;
  S.busy = true;
  try {
    const next = await api("POST", `/api/games/${S.snap.id}/next`, { seq: S.snap.seq }, S.token);
    S.busy = false;
    render(next);
  } catch (error) {
    S.busy = false;
    await recover(error);
  }
}

async function recover(error) {
  if (error.code === "stale_action") S.message = t("stale");
  else showError(error);
  try {
    render(await api("GET", `/api/games/${S.id}`, undefined, S.token));
  } catch (again) {
    showError(again);
  }
}

async function poll() {
  S.poll += 1;
  const mine = S.poll;
  const id = S.id;
  const seq = S.snap.seq;
  try {
    const snap = await api("GET", `/api/games/${id}?since=${seq}`, undefined, S.token);
    if (mine !== S.poll || S.id !== id) return;
    if (snap.seq !== seq) render(snap);
    else poll();
  } catch (error) {
    if (mine !== S.poll) return;
    setTimeout(() => { if (mine === S.poll && S.snap) poll(); }, 3000);
  }
}

function saveFile(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el("a", { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

async function download(whole) {
  const snap = S.snap;
  try {
    const path = whole ? `/api/games/${snap.id}/record` : `/api/games/${snap.id}/record?deal=${snap.table.deal}`;
    const text = await api("GET", path, undefined, S.token);
    const body = typeof text === "string" ? text : JSON.stringify(text, null, 1) + "\n";
    const lines = whole && snap.table.kind === "daily";
    const name = `trickgames-${snap.view.game}-${snap.id}${whole ? "" : `-deal${snap.table.deal + 1}`}.${lines ? "jsonl" : "json"}`;
    saveFile(name, body, lines ? "application/x-ndjson" : "application/json");
  } catch (error) {
    showError(error);
  }
}

async function openTable(id) {
  const stored = seatsStored()[id];
  if (!stored || !stored.token) { showSection("setup"); showError(new ApiError(0, "", t("no_token", { id }))); return; }
  S.id = id;
  S.token = stored.token;
  showSection("table");
  try {
    render(await api("GET", `/api/games/${id}`, undefined, S.token));
  } catch (error) {
    showError(error);
  }
}

function route() {
  const params = new URLSearchParams(location.hash.slice(1));
  const id = params.get("game");
  const token = params.get("token");
  if (id && token) {
    remember(id, { token });
    history.replaceState(null, "", `#game=${id}`);  // the token leaves the address bar
  }
  if (id) openTable(id);
  else { showSection("setup"); fillSetup(); }
}

function init() {
  const stored = localStorage.getItem(LANG_KEY);
  S.lang = stored || ((navigator.language || "en").toLowerCase().startsWith("de") ? "de" : "en");
  $("name").value = localStorage.getItem("trickgames.name") || "";
  for (const b of document.querySelectorAll(".languages button")) {
    b.addEventListener("click", () => setLanguage(b.dataset.lang));
  }
  $("nav-new").addEventListener("click", () => {
    document.querySelector("input[name=mode][value=deal]").checked = true;
    history.pushState(null, "", "/"); showSection("setup"); setupMode();
  });
  $("nav-daily").addEventListener("click", () => {
    document.querySelector("input[name=mode][value=daily]").checked = true;
    history.pushState(null, "", "/"); showSection("setup"); setupMode();
  });
  $("nav-board").addEventListener("click", () => { history.pushState(null, "", "/"); showBoard(null); });
  $("game").addEventListener("change", () => { fillSetup(); });
  $("preset").addEventListener("change", fillOptions);
  $("deals").addEventListener("input", () => { $("deals").dataset.touched = "1"; });
  for (const r of document.querySelectorAll("input[name=mode]")) r.addEventListener("change", setupMode);
  $("setup-form").addEventListener("submit", startGame);
  $("board-form").addEventListener("submit", (e) => showBoard(e));
  $("board-game").addEventListener("change", fillBoardForm);
  $("next-deal").addEventListener("click", nextDeal);
  $("download-deal").addEventListener("click", () => download(false));
  $("download-table").addEventListener("click", () => download(true));
  $("show-board").addEventListener("click", () => {
    const info = S.snap.table;
    history.pushState(null, "", "/");
    showBoard(null, S.snap.view.game, info.rules, info.day);
  });
  window.addEventListener("hashchange", route);
  window.addEventListener("popstate", route);
  applyTexts();
  loadCatalogue().then(() => { fillBoardForm(); route(); }).catch(showError);
}

document.addEventListener("DOMContentLoaded", init);
