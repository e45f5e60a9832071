// The hand, as cards in groups, and the selection: the server rules the selection as it grows (`check`), and Play is
// enabled only when the server found it legal; otherwise the reason (and the rule) stand beside it. Hint asks what the
// bot would do and selects it (or marks the button it would press).
import {store, $, el, send, reply} from "./store.js";
import {t, said} from "./i18n.js";
import {cardEl, groups, parts} from "./cards.js";

const TRICK_PICKS = ["lead", "follow", "bury", "exchange", "tribute-return"];
const CLIMBING_PICKS = ["lead", "answer", "second", "burn"];

export function picking() {
  const ask = store.ask;
  if (!ask) return false;
  if (ask.action === "climbing") return CLIMBING_PICKS.includes(ask.mode) || (ask.mode === "tribute" && !ask.choices.length);
  return TRICK_PICKS.includes(ask.action);
}

function ruled() {  // the selection is ruled by the server before it may be played
  const ask = store.ask;
  return ask && (ask.action === "climbing" || ask.action === "lead" || ask.action === "follow");
}

export function selectionText() {
  return [...store.selected].sort((a, b) => a - b).map((i) => store.state.hand[i]).join(" ");
}

function changed(render) {
  store.checked = null;
  render();
  if (ruled() && store.selected.size) send({type: "check", cards: selectionText()});
}

export function selectCards(names, render) {
  store.selected = new Set();
  const hand = store.state.hand;
  for (const name of names) {  // a climbing set names ranks: any card of the rank will do
    const i = hand.findIndex((n, k) => !store.selected.has(k) && (n === name || parts(n)[0] === name));
    if (i >= 0) store.selected.add(i);
  }
  changed(render);
}

export function renderHand(render) {
  const h = $("hand");
  h.innerHTML = "";
  const st = store.state;
  if (!st || !st.hand || !st.hand.length) { h.className = ""; return; }
  h.className = "shown " + (st.family === "climbing" ? "climbing" : "trick");
  const active = picking();
  h.append(el("div", {class: "label", text: `${t("hand")} · ${t("cardsN", {n: st.hand.length})}`}));
  const row = el("div", {class: "groups"});
  for (const group of groups(st.hand, st.family, st.trumps || 0)) {
    const g = el("div", {class: "group"});
    group.forEach((i, k) => {
      const name = st.hand[i];
      const b = cardEl(name, "button");
      if (st.family !== "climbing" && i < (st.trumps || 0)) b.classList.add("trump");
      if (store.selected.has(i)) b.classList.add("selected");
      b.disabled = !active;
      b.onclick = () => {
        if (st.family === "climbing") {  // cards of a rank are alike: a click selects this many of the rank
          const chosen = group.filter((j) => store.selected.has(j)).length;
          const want = store.selected.has(i) && chosen === k + 1 ? k : k + 1;
          group.forEach((j, m) => { if (m < want) store.selected.add(j); else store.selected.delete(j); });
        } else if (store.selected.has(i)) store.selected.delete(i);
        else store.selected.add(i);
        changed(render);
      };
      g.append(b);
    });
    row.append(g);
  }
  h.append(row);
}

function playLabel(ask) {
  if (ask.action === "climbing") return ask.mode === "burn" ? t("kinds.burn") : ask.mode === "tribute" ? t("returnCard") : t("play");
  return {lead: t("play"), follow: t("play"), bury: t("bury"), exchange: t("give"), "tribute-return": t("give")}[ask.action];
}

export function renderActions(render) {
  const a = $("actions");
  a.innerHTML = "";
  const ask = store.ask;
  if (!ask) return;
  const hintable = ask.action === "climbing" || ["lead", "follow", "bury", "call-friend"].includes(ask.action);
  if (picking()) {
    const b = el("button", {id: "play", type: "button", text: playLabel(ask)});
    const c = store.checked;
    if (ruled()) {
      b.disabled = !(c && c.legal && c.cards === selectionText());
      if (c && !c.legal && c.cards === selectionText() && store.selected.size) {
        a.append(el("span", {class: "notice why"}, said(c, "reason"), c.rule ? ` [${t("rule")} ${c.rule}]` : ""));
      }
    } else {
      b.disabled = store.selected.size !== ask.count;
    }
    b.onclick = () => reply({type: "play", cards: selectionText(), ask: ask.ask}, render);
    a.prepend(b);
  }
  if (hintable) {
    const h = el("button", {id: "hint", type: "button", text: t("hint")});
    h.onclick = () => send({type: "hint"});
    a.append(h);
  }
  if (store.hinted && store.hinted.words) a.append(el("span", {class: "notice", text: t("hintButton", {words: hintWords()})}));
}

function hintWords() {
  const ask = store.ask, hinted = store.hinted;
  const choice = ask && ask.choices ? ask.choices.find((c) => c.option === hinted.option) : null;
  return choice ? choiceLabel(choice) : hinted.words;
}

// Kinds whose words depend on the decision they answer (a decline of the seize is no decline of a burn).
const BY_MODE = {seize: {decline: "noSeize"}, chances: {keep: "keepChances", decline: "declineChances"},
                 tribute: {keep: "keepLast", swap: "swapLast"}};

export function choiceLabel(choice) {
  if (choice.kind === "call") return t("kinds.callWith", {card: choice.card});
  if (choice.kind === "bid" && choice.step) return t(choice.step === "call" ? "kinds.callLandlord" : "kinds.robLandlord", {bid: choice.bid});
  if (choice.kind === "bid") return t("kinds.bidPoints", {bid: choice.bid});
  const mode = store.ask && store.ask.mode;
  const special = BY_MODE[mode] && BY_MODE[mode][choice.kind];
  return t("kinds." + (special || choice.kind));
}

export function receiveHint(m, render) {
  const ask = store.ask;
  if (!ask) return;
  if (m.cards) {
    if (ask.action === "call-friend") { const input = $("call-card"); if (input) input.value = m.cards; return; }
    store.hinted = null;
    selectCards(m.cards.split(" "), render);
  } else if (m.option !== undefined && m.option !== null) {
    store.hinted = m;
    render();
  } else {
    $("message").textContent = said(m, "reason");
  }
}
