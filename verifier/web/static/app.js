// The card table: renders what the server sends and sends back the person's choices. It decides nothing: every play
// is ruled by the engine on the server ("check" asks for a ruling of the selected cards without playing them).
import {store, $, el, send, reply} from "./store.js";
import {lang, t, said} from "./i18n.js";
import {renderTable, renderStatus, renderHistory, seatName, colon} from "./table.js";
import {renderHand, renderActions, receiveHint, selectionText} from "./hand.js";
import {renderPrompt} from "./prompt.js";
import {renderRoom, tokenOf, keepToken, myName} from "./room.js";

function render() {
  renderStatus(); renderTable(); renderPrompt(render); renderHand(render); renderActions(render); renderHistory();
  renderRoom();
  $("game").className = store.state ? "shown" : "";
}

function applyLang() {
  document.documentElement.lang = lang.now === "zh" ? "zh-CN" : "en";
  document.querySelectorAll("[data-t]").forEach((e) => { e.textContent = t(e.dataset.t); });
  document.querySelectorAll("[data-t-placeholder]").forEach((e) => { e.placeholder = t(e.dataset.tPlaceholder); });
  $("lang").textContent = lang.now === "zh" ? "English" : "中文";
  fillVariants();
  render();
  if (store.over) showOver(store.over);
}

function fillVariants() {
  const select = $("variant"), chosen = select.value || new URLSearchParams(location.search).get("variant");
  select.innerHTML = "";
  for (const v of store.variants) select.append(el("option", {value: v.id, text: `${v.title[lang.now] || v.id} (${v.id})`}));
  if (chosen) select.value = chosen;
  fillBots();
}

function fillBots() {
  const v = store.variants.find((x) => x.id === $("variant").value);
  const select = $("bots"), chosen = select.value;
  select.innerHTML = "";
  for (const kind of (v && v.bots) || ["greedy", "random"]) select.append(el("option", {value: kind, text: t(kind)}));
  if (chosen) select.value = chosen;
}

// The connection ------------------------------------------------------------------------------------------------

let wanted = null;  // the room this page belongs to: joined again when the socket drops

function connect() {
  return new Promise((resolve) => {
    if (store.ws && store.ws.readyState === WebSocket.OPEN) return resolve(store.ws);
    const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    store.ws = ws;
    ws.onmessage = (e) => receive(JSON.parse(e.data));
    ws.onopen = () => resolve(ws);
    ws.onclose = () => {
      if (store.ws === ws) store.ws = null;
      if (wanted && !store.over) setTimeout(() => rejoin(wanted), 1000);  // dropped: back to the seat
    };
  });
}

async function rejoin(room) {
  await connect();
  const token = tokenOf(room);
  send(token ? {type: "join", room, token} : {type: "join", room});
}

function receive(m) {
  if (m.type === "room") {
    store.room = m; wanted = m.room;
    keepToken(m.room, m.token);
    if ($("variant").value !== m.variant) { $("variant").value = m.variant; fillBots(); }
    if (new URLSearchParams(location.search).get("room") !== m.room) history.replaceState(null, "", `/?room=${encodeURIComponent(m.room)}`);
    render();
  } else if (m.type === "state") {
    if (!store.over) { store.state = m.state; render(); }
  } else if (m.type === "ask") {
    store.ask = m; store.state = m.state; store.selected = new Set(); store.checked = null; store.hinted = null;
    store.over = null; $("message").textContent = ""; $("over").className = ""; render();
  } else if (m.type === "illegal") {
    if (store.answered && store.answered.ask === m.ask) { store.ask = store.answered; render(); }
    showRuling(said(m, "reason"), m.rule, m.link);
  } else if (m.type === "hint") {
    receiveHint(m, render);
  } else if (m.type === "checked") {
    if (store.ask && m.cards === selectionText()) { store.checked = m; renderActions(render); }
  } else if (m.type === "deal-over") {
    store.ask = {action: "continue", ask: m.ask}; store.state = m.state; render(); showDealOver(m.result, m.state);
  } else if (m.type === "match-over") {
    store.ask = null; if (m.state) store.state = m.state; store.over = m; render(); showOver(m);
  } else if (m.type === "error") {
    if (m.ask !== undefined && store.ask) store.ask.ask = m.ask;
    if (/^there is no room/.test(m.message || "")) { wanted = null; history.replaceState(null, "", "/"); }
    $("message").textContent = said(m, "message");
  } else if (m.type === "notice") {
    $("message").append(el("div", {class: "notice", text: m.text}));
  }
}

function linkFor(link) {
  if (!link || !store.info.docs) return null;  // no built site: no link (it would lead nowhere)
  return el("a", {href: `/docs/${lang.now === "zh" ? "zh/" : ""}rulebooks/${link.page}/${link.anchor ? "#" + link.anchor : ""}`,
                  target: "_blank", text: t("rulebook")});
}

function showRuling(reason, rule, link) {
  const box = $("message");
  box.textContent = reason + (rule ? ` [${t("rule")} ${rule}] ` : " ");
  const a = linkFor(link);
  if (a) box.append(a);
}

// The ends of a deal and of the match ------------------------------------------------------------------------------

function stop() { return lang.now === "zh" ? "。" : ". "; }
function comma() { return lang.now === "zh" ? "，" : ", "; }

function settlementText(result) {
  const s = result.settlement;
  return `${t("points")}${colon()}${result.attacker_points}${stop()}${t("settlement")}${colon()}` +
    `${t("sides")[s.side] || s.side || "—"} ${t("settleKinds")[s.kind] || s.kind} ${s.levels >= 0 ? "+" : ""}${s.levels} ` +
    `[${t("rule")} ${s.rule}]${stop()}${t("levels")}${colon()}${result.levels.join(comma())}`;
}

function climbingResultText(result, st) {
  // A game of shaped sets adds the cards left in each hand, and the stake with the landlord's bid where there is one.
  const left = result.left ? `${stop()}${t("cardsLeft")}${colon()}` + result.left.map((n, i) => `${seatName(i)} ${n}`).join(comma()) : "";
  const bidText = st && st.bid !== null && st.bid !== undefined ? t("landlordBid", {seat: seatName(st.landlord), bid: st.bid}) : "";
  const bid = bidText ? (lang.now === "zh" ? `（${bidText}）` : ` (${bidText})`) : "";
  const stake = result.stake !== undefined ? `${stop()}${t("stake")}${colon()}${result.stake}${bid}` : "";
  return `${t("places")}${colon()}${result.places.map(seatName).join(" → ")}${stop()}${t("settlement")}${colon()}` +
    (result.settlement.seats || []).map((v, i) => `${seatName(i)} ${v > 0 ? "+" : ""}${v}`).join(comma()) +
    ` [${t("rule")} ${result.settlement.rule}]` + left + stake;
}

function showDealOver(result, st) {
  const box = $("over");
  box.className = "shown"; box.innerHTML = "";
  box.append(el("h2", {id: "deal-over", text: t("over", {deal: st.deal})}),
             el("p", {id: "settlement", text: result.places ? climbingResultText(result, st) : settlementText(result)}),
             el("button", {id: "next", type: "button", text: t("next"),
                           onclick: () => { box.className = ""; reply({type: "continue", ask: store.ask.ask}, render); }}));
}

function names(seats) { return seats.map(seatName).join(lang.now === "zh" ? "、" : ", "); }

// Who won, in plain words, and which side is yours.
function winnerText(result, me) {
  const winners = result.winners || [];
  if (!winners.length) return result.totals ? t("draw") : "";
  if (me === null || me === undefined) return t("winnerThey", {seats: names(winners)});
  if (winners.includes(me)) return winners.length > 1 ? t("winnerYourTeam", {seats: names(winners)}) : t("winnerYou", {seats: t("you")});
  return winners.length > 1 ? t("winnerOther", {seats: names(winners)}) : t("winnerThey", {seats: names(winners)});
}

function yourSide(m, me) {
  if (me === null || me === undefined || !m.state || !m.state.seats) return "";
  const st = m.state;
  const side = (role) => (role === "guard" ? "emperor" : role);  // the emperor and the guard play together
  const mine = st.family === "climbing" ? st.seats.filter((s) => s.role && side(s.role) === side(st.seats[me].role))
    : st.teams === "partners" ? st.seats.filter((s) => s.seat % 2 === me % 2) : [];
  return mine.length > 1 ? t("yourSide", {seats: names(mine.map((s) => s.seat))}) : "";
}

function showOver(m) {
  const box = $("over");
  box.className = "shown"; box.innerHTML = "";
  const me = store.room ? store.room.you : 0;
  box.append(el("h2", {id: "match-over", text: t(m.result.over ? "matchOver" : "stopped", m.result)}));
  const deals = m.record.deals;
  const last = deals.length ? deals[deals.length - 1].result : null;
  if (last) box.append(el("p", {id: "settlement", text: last.places ? climbingResultText(last, m.state) : t("over", {deal: deals.length}) + ": " + settlementText(last)}));
  if (m.result.totals) box.append(el("p", {id: "totals", text: `${t("totals")}${colon()}` + m.result.totals.map((v, i) => `${seatName(i)} ${v > 0 ? "+" : ""}${v}`).join(comma())}));
  const scope = m.result.scope === "deal" ? t("dealScope") : "";
  box.append(el("p", {id: "winner", text: scope + [winnerText(m.result, me), yourSide(m, me)].filter(Boolean).join(" ")}));
  box.append(el("p", {id: "verdict", text: m.judged.ok ? "✔ " + t("confirmed", m.judged) : "✘ " + t("refused", {reason: m.judged.reason})}));
  const a = el("a", {id: "download", text: t("download"),
                     href: URL.createObjectURL(new Blob([JSON.stringify(m.record, null, 1)], {type: "application/json"}))});
  a.download = `${m.record.variant}-${m.record.seed}.json`;
  const replay = el("button", {id: "replay-this", type: "button", text: t("replayThis"), onclick: () => {
    sessionStorage.setItem("replay-record", JSON.stringify(m.record));
    window.open("/replay?local=1", "_blank");
  }});
  box.append(el("div", {class: "links"}, a, " ", replay));
}

// The set-up form --------------------------------------------------------------------------------------------------

function setupMessage(type) {
  const message = {type, variant: $("variant").value, bots: $("bots").value};
  if ($("deals").value) message.deals = Number($("deals").value);
  if ($("seed").value !== "") message.seed = Number($("seed").value);
  const name = myName();
  if (name) message.name = name;
  return message;
}

async function begin(type) {
  await connect();
  Object.assign(store, {ask: null, state: null, over: null, room: null, selected: new Set(), checked: null});
  $("over").className = ""; $("message").textContent = "";
  render();
  send(setupMessage(type));
}

$("setup").onsubmit = (e) => { e.preventDefault(); begin("new"); };
$("create").onclick = () => begin("create");
$("variant").onchange = fillBots;
$("lang").onclick = () => { lang.now = lang.now === "zh" ? "en" : "zh"; applyLang(); };

Promise.all([fetch("/api/info").then((r) => r.json()), fetch("/api/variants").then((r) => r.json())]).then(([info, v]) => {
  store.info = info; store.variants = v; applyLang();
  $("name").value = localStorage.getItem("name") || "";
  const room = new URLSearchParams(location.search).get("room");
  if (room) { wanted = room; rejoin(room); }
});
