// The table: the seats around it (you at the bottom, the others in the direction of play), each with its name, its
// team or role (and each one's opposite, 对头, in Gouji), the cards it has left and its last play or pass; the
// status line; the history of the deal (its tricks, or its rounds).
import {store, $, el} from "./store.js";
import {lang, t} from "./i18n.js";
import {cardsEl, cardText, SYMBOL} from "./cards.js";

export function seatName(seat) {
  const st = store.state;
  if (seat === null || seat === undefined) return "";
  if (st && seat === st.seat) return t("you");
  const info = (st && st.seats && st.seats[seat]) || (store.room && store.room.seats[seat]);
  if (info && info.kind === "person" && info.name) return `${info.name} (${t("seatOf", {seat})})`;
  return t("player", {seat});
}

function teamBadge(st, s) {
  if (st.family === "climbing") {
    if (!s.role || s.role.startsWith("player ")) return null;  // each for themselves (Big Two, Paodekuai): no badge
    if (s.role.startsWith("team ")) {
      const mine = st.seat !== null && st.seats[st.seat] && st.seats[st.seat].role === s.role;
      return el("span", {class: "badge team " + (mine ? "mine" : "theirs"),
                         text: st.seat === null ? t("team", {team: s.role.slice(5)}) : t(mine ? "yourTeam" : "otherTeam")});
    }
    return el("span", {class: "badge role " + s.role, text: t("roles")[s.role] || s.role});
  }
  if (s.team === null || s.team === undefined) return s.declarer ? el("span", {class: "badge role", text: t("declarerBadge")}) : null;
  if (s.team === "declarers" || s.team === "attackers") {
    const text = s.declarer ? t("declarerBadge") : s.team === "declarers" ? t("friendBadge") : t("attackers");
    return el("span", {class: "badge team " + (s.team === "declarers" ? "mine" : "theirs"), text});
  }
  const mine = st.seat !== null && String(st.seat % 2) === s.team;
  const text = st.seat === null ? t("team", {team: s.team}) : s.seat === st.seat ? t("yourTeam") :
    mine ? t("partner") : t("otherTeam");
  return el("span", {class: "badge team " + (mine ? "mine" : "theirs"), text}, s.declarer ? ` · ${t("declarerBadge")}` : "");
}

function lastPlay(st, s) {
  if (st.family === "climbing") {
    const e = s.last;
    if (!e) return null;
    if (e.set) return cardsEl(e.set.split(" "), "cards small");
    const word = {pass: "passed", defer: "deferred", decline: "declined", close: "closed"}[e.kind];
    return el("span", {class: "said", text: word ? t(word) : t("said")[e.kind] || e.kind});
  }
  if (s.played) return cardsEl(s.played, "cards small");
  const last = st.last_trick && !st.current.length ? st.last_trick.plays.find((p) => p.player === s.seat) : null;
  return last ? cardsEl(last.cards, "cards small previous") : null;
}

function seatBox(st, s, position, n) {
  const angle = Math.PI / 2 - (2 * Math.PI * position) / n;  // you at the bottom, then the direction of play
  const box = el("div", {class: "seat" + (s.you ? " you" : "") + (st.turn === s.seat ? " turn" : "") +
                          (s.out ? " done" : ""), "data-seat": s.seat});
  // within the table at any width: half a seat's width from either edge
  box.style.left = `clamp(var(--half-seat), ${50 + 41 * Math.cos(angle)}%, calc(100% - var(--half-seat)))`;
  box.style.top = `${50 + 39 * Math.sin(angle)}%`;
  const who = el("div", {class: "who"}, el("strong", {text: seatName(s.seat)}));
  const badge = teamBadge(st, s);
  if (badge) who.append(" ", badge);
  if (s.kind === "bot") who.append(" ", el("span", {class: "badge bot", text: t("bot")}));
  box.append(who);
  const meta = [];
  if (s.left !== null && s.left !== undefined) meta.push(t("left", {n: s.left}));
  else if (st.show_count) meta.push(t("leftHidden", {n: st.show_count}));
  if (s.shown !== null && s.shown !== undefined) meta.push(t("shownCount"));
  if (s.out) meta.push(t("out", {n: s.out}));
  if (s.folded) meta.push(t("folded"));
  if (s.opposite !== null && s.opposite !== undefined && st.family === "climbing") {
    meta.push(s.opposite === st.seat ? t("yourOpposite") : t("opposite", {seat: s.opposite === st.seat ? t("you") : t("player", {seat: s.opposite})}));
  }
  box.append(el("div", {class: "meta", text: meta.join(" · ")}));
  const play = lastPlay(st, s);
  box.append(el("div", {class: "play"}, play));
  return box;
}

export function renderTable() {
  const table = $("table");
  table.innerHTML = "";
  const st = store.state;
  if (!st || !st.seats) { table.className = ""; return; }
  table.className = "shown seats-" + st.seats.length;
  const me = st.seat === null || st.seat === undefined ? 0 : st.seat;
  const n = st.seats.length;
  for (const s of st.seats) table.append(seatBox(st, s, (s.seat - me + n) % n, n));
  const center = el("div", {class: "center"});
  if (st.family === "climbing") {
    if (st.standing) {
      center.append(el("div", {class: "label", text: t("standingSet") + " · " + t("by", {who: seatName(st.standing_player)})}),
                    cardsEl(st.standing.split(" ")));
    } else if (st.round) {
      center.append(el("div", {class: "label", text: t("round", {n: st.round})}));
    }
  } else if (st.trump !== undefined) {
    center.append(el("div", {class: "label", text: `${t("level")} ${st.level} · ${t("trump")} ${trumpText(st.trump)}`}));
  }
  table.append(center);
}

export function colon() { return lang.now === "zh" ? "：" : ": "; }

export function trumpText(trump) {
  if (!trump) return t("nobody");
  return trump === "NT" ? t("notrump") : SYMBOL[trump] || trump;
}

export function renderStatus() {
  const s = $("status");
  s.innerHTML = "";
  const st = store.state;
  if (!st) return;
  const add = (label, value) => s.append(el("span", {text: `${label}${colon()}${value}`}));
  s.append(el("span", {text: t("dealOf", {n: st.deal})}));
  if (st.family === "climbing") {
    if (st.round) s.append(el("span", {text: t("round", {n: st.round}) + (seatName(st.turn) ? " · " + t("turnOf", {who: seatName(st.turn)}) : "")}));
    if (st.calling && st.calling.emperor !== null && st.calling.emperor !== undefined) {
      add(t("roles").emperor, seatName(st.calling.emperor) + (st.calling.card ? ` (${cardText(st.calling.card)})` : ""));
    }
    return;
  }
  add(t("level"), st.level);
  add(t("trump"), trumpText(st.trump));
  add(t("declarer"), st.declarer === null ? t("nobody") : seatName(st.declarer));
  if (st.kitty_taker !== null && st.kitty_taker !== undefined) add(t("kitty"), seatName(st.kitty_taker));
  add(t("points"), st.attacker_points);
  add(t("levels"), st.levels.map((l, i) => (st.individual ? seatName(i) : t("team", {team: i})) + ` ${l}`).join(", "));
  if (st.standing) add(t("standing"), `${seatName(st.standing.player)} ${t("showed")} ${st.standing.cards.map(cardText).join(" ")}`);
  if (st.teams === "friends") {
    add(t("friend"), st.friend_call ? `${cardText(st.friend_call.card)} (#${st.friend_call.copy}), ${t("friendIs")}: ` +
        (st.friend === null || st.friend === undefined ? t("noFriend") : seatName(st.friend)) : t("noPartner"));
  }
}

export function renderHistory() {
  const body = $("history-body");
  body.innerHTML = "";
  const st = store.state;
  if (!st || !st.history) return;
  if (st.family === "climbing") {
    const rounds = new Map();
    for (const e of st.history) {
      if (!rounds.has(e.round)) rounds.set(e.round, []);
      rounds.get(e.round).push(e);
    }
    for (const [number, entries] of [...rounds.entries()].reverse()) {
      const row = el("div", {class: "history-row"}, el("strong", {text: number ? t("round", {n: number}) : t("beforePlay")}));
      for (const e of entries) {
        const item = el("span", {class: "history-item" + (e.auto ? " auto" : "")}, seatName(e.seat) + ": ");
        if (e.set) item.append(cardsEl(e.set.split(" "), "cards small"));
        else item.append(t("said")[e.kind] ? t("said." + e.kind, {card: e.card ? cardText(e.card) : "?"}) : e.kind);
        row.append(item);
      }
      body.append(row);
    }
    return;
  }
  st.history.map((trick, k) => [trick, k]).reverse().forEach(([trick, k]) => {
    const row = el("div", {class: "history-row"}, el("strong", {text: t("trick", {n: k + 1})}));
    for (const p of trick.plays) {
      row.append(el("span", {class: "history-item"}, seatName(p.player) + ": ", cardsEl(p.cards, "cards small")));
    }
    row.append(el("span", {class: "history-item", text: `→ ${seatName(trick.winner)} ${t("wins")} ${trick.points} ${t("pts")}`}));
    body.append(row);
  });
}
