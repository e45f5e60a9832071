// The question waiting, in the page's language, with its choices as buttons: trick-taking's declarations, bids,
// suits, the friend's call, the levels of a deal's end; climbing's pass, defer, burn, the call of the emperor, the
// guard, the revolution and the tribute, and a few suggested sets.
import {store, $, el, reply} from "./store.js";
import {t} from "./i18n.js";
import {cardsEl, cardText, SYMBOL} from "./cards.js";
import {seatName} from "./table.js";
import {choiceLabel, selectCards} from "./hand.js";

function button(id, text, onclick, cls) {
  return el("button", {id, type: "button", class: cls, text, onclick});
}

function renderClimbing(p, render) {
  const ask = store.ask, st = store.state;
  const who = seatName(st.standing_player);
  p.append(el("div", {class: "question", text: t("modes." + ask.mode, {standing: st.standing || "", who})}));
  const choices = el("div", {class: "choices"});
  for (const c of ask.choices) {
    const b = button(null, choiceLabel(c), () => reply({type: "choose", option: c.option, ask: ask.ask}, render),
                     "choice" + (store.hinted && store.hinted.option === c.option ? " hinted" : ""));
    b.dataset.kind = c.kind;
    b.dataset.option = c.option;
    if (c.kind === "pass" || c.kind === "decline" || c.kind === "pass-call") b.id = "pass";
    choices.append(b);
  }
  if (ask.choices.length) p.append(choices);
  if (ask.suggestions && ask.suggestions.length) {
    const row = el("div", {class: "suggestions"}, el("span", {class: "label", text: t("suggested")}));
    for (const s of ask.suggestions) {
      const b = el("button", {type: "button", class: "suggestion", onclick: () => selectCards(s.split(" "), render)},
                   cardsEl(s.split(" "), "cards small"));
      row.append(b);
    }
    p.append(row);
  }
}

function renderLevels(p, render) {
  const ask = store.ask, st = store.state;
  const list = el("div", {id: "levels"});
  for (const c of ask.candidates) {
    const way = ask.action === "name-demoted" ? t("loses") : t(c.way);
    const input = el("input", {type: "number", min: 0, value: 0, size: 3, "data-player": c.player});
    list.append(el("label", {class: "level-row"}, `${seatName(c.player)} (${t("atLevel", c)}, ${t("room", c)}): ${way} `, input));
  }
  p.append(list);
  p.append(button("send-levels", t("sendLevels"), () => {
    const levels = new Array(st.players).fill(0);
    list.querySelectorAll("input").forEach((i) => { levels[Number(i.dataset.player)] = Math.max(0, Number(i.value) || 0); });
    reply({type: "levels", levels, ask: ask.ask}, render);
  }));
  if (ask.action === "transfer-levels") p.append(button("keep-unused", t("keepUnused"), () => reply({type: "pass", ask: ask.ask}, render)));
}

export function renderPrompt(render) {
  const p = $("prompt");
  p.innerHTML = "";
  const ask = store.ask, st = store.state;
  p.dataset.action = ask ? ask.action : "";
  p.dataset.mode = ask && ask.mode ? ask.mode : "";
  if (!ask || !st) return;
  if (ask.action === "climbing") return renderClimbing(p, render);
  const cards = (names) => (names || []).map(cardText).join(" ");
  const text = {
    declare: t(ask.passed ? "declarePassed" : "declare", ask), "kitty-overcall": t("overcallKitty"), lead: t("lead"),
    follow: t("follow", ask), bury: t("buryAsk", {kitty: cards(ask.kitty), count: ask.count}),
    rebury: t("reburyAsk", {kitty: cards(ask.kitty)}),
    exchange: t("exchangeAsk", {count: ask.count, receiver: seatName(ask.receiver)}),
    "tribute-return": t("tributeAsk", ask), "call-friend": t("callAsk"),
    bid: t("bidAsk", {standing: ask.standing ?? t("nobody"), revealed: cards(ask.revealed)}),
    "name-trump": t("trumpAsk", ask), "give-spoils": t("spoilsAsk", ask), "name-demoted": t("demotedAsk", ask),
    "transfer-levels": t("transferAsk", ask), "accept-levels": t("acceptAsk", {giver: seatName(ask.giver), count: ask.count}),
  }[ask.action];
  if (!text) return;
  p.append(el("div", {class: "question", text}));
  const answer = (message) => reply({...message, ask: ask.ask}, render);
  if (ask.action === "name-demoted" || ask.action === "transfer-levels") return renderLevels(p, render);
  const row = el("div", {class: "choices"});
  p.append(row);
  if (ask.action === "accept-levels") {
    row.append(button("accept", t("accept"), () => answer({type: "choose", option: 0})),
               button("refuse", t("refuse"), () => answer({type: "choose", option: 1})));
    return;
  }
  if (ask.action === "bid" || ask.action === "give-spoils") {
    for (const c of ask.action === "bid" ? ask.bids : ask.keep) {
      row.append(button(null, String(c), () => answer({type: "choose", option: c}), "choice"));
    }
    if (ask.action === "bid") row.append(button("pass", t("pass"), () => answer({type: "pass"})));
    return;
  }
  if (ask.action === "name-trump") {
    ask.suits.forEach((s, i) => {
      const b = button(null, SYMBOL[s], () => answer({type: "choose", option: i}), "choice suit " + s);
      row.append(b);
    });
    return;
  }
  if (ask.options) {
    ask.options.forEach((o, i) => {
      const b = el("button", {type: "button", class: "choice", "data-option": i, onclick: () => answer({type: "choose", option: i})},
                   cardsEl(o.cards, "cards small"));
      if (o.suit) b.append(` → ${o.suit.startsWith("⇄") ? o.suit : SYMBOL[o.suit] || o.suit}`);
      row.append(b);
    });
    row.append(button("pass", t("pass"), () => answer({type: "pass"})));
    if (ask.action === "declare") row.append(button("skip", t("skip"), () => answer({type: "skip-declaring", deal: st.deal})));
  }
  if (ask.action === "call-friend") {
    const card = el("input", {id: "call-card", placeholder: t("card"), size: 4});
    const copy = el("input", {id: "call-copy", type: "number", min: 1, value: 1, size: 2});
    row.append(card, ` ${t("copy")} `, copy,
               button("call", t("call"), () => answer({type: "call", cards: card.value, copy: Number(copy.value)})));
  }
}
