// The page: renders what the server sends and sends back the person's choices. It decides nothing: every play is
// ruled by the engine on the server ("check" asks for a ruling of the selected cards without playing them).
"use strict";
const T = {
  en: {title: "Play a variant", variant: "Variant", bots: "Bots", deals: "Deals", new: "New game", greedy: "greedy",
       random: "random", you: "You", partner: "partner", bot: "Bot", deal: "Deal", level: "Level", trump: "Trump",
       declarer: "Declarer", kitty: "Kitty taken by", points: "Attackers' points", levels: "Levels", team: "team",
       nobody: "nobody yet", notrump: "no-trump", lasttrick: "Last trick", wins: "wins", pts: "points",
       declare: "Declare? Cards dealt: {dealt}/{total}.",
       declarePassed: "The other side passed (弃权): declare at your level, {level}?", overcallKitty: "Overcall the kitty (反底)?",
       pass: "Pass", skip: "No declaring this deal", play: "Play", bury: "Bury", give: "Give",
       lead: "Your lead: select cards.", follow: "Follow: play {count} card(s).",
       buryAsk: "You take the kitty ({kitty}). Select {count} cards to bury.",
       reburyAsk: "The kitty is shown ({kitty}). Bury jokers into it, picking up as many of its smallest cards without points (扣王)?",
       exchangeAsk: "Give {count} card(s) to player {receiver}.", tributeAsk: "Return {count} card(s) of the tribute.",
       callAsk: "Call your friend: a card and which copy of it played.", call: "Call", copy: "copy",
       card: "card", next: "Next deal", over: "Deal {deal} over", matchOver: "The match is over",
       winner: "Winner: team {team}.", judged: "Judge", download: "Download the record", rule: "rule",
       standing: "Standing declaration", showed: "showed", friend: "Called card", friendIs: "friend",
       noFriend: "not revealed", legal: "legal", unknown: "", settlement: "Settlement",
       sides: {declarers: "declarers", attackers: "attackers"}, noPartner: "Finding Friends: no fixed partner",
       rulebook: "rulebook", hint: "Hint", hand: "Your hand", standingSet: "Standing set", places: "Places (first out first)", shown: "Cards shown (报牌)", bidAsk: "Bidding (竞标): bid the attackers' target, the lowest declares. Standing bid: {standing}. {revealed}",
       trumpAsk: "You won the bidding at {bid}: name the trump suit.",
       spoilsAsk: "You kept the kitty: give out the spoils, {spoils} level(s). How many do you keep?", stopped: "Stopped after {deals} deal(s), as asked",
       demotedAsk: "Kitty demotion (抠底降级): {count} level(s) are lost by players you name. How many does each lose?",
       transferAsk: "Levels not wasted (级数不浪费): a mandatory level stopped {count} level(s) of your rise. Raise players of your side, lower players of the other, or keep some unused.",
       acceptAsk: "{giver} gives you {count} level(s) (级数不浪费). You are on the winning side: accept them?",
       accept: "Accept", refuse: "Refuse", keepUnused: "Keep them unused", sendLevels: "Give", up: "raise", down: "lower",
       loses: "lose", room: "at most {room}", atLevel: "at {level}",
       confirmed: "The judge confirms the record: {deals} deal(s), every action legal.",
       refused: "The judge refuses the record: {reason}",
       kinds: {keep: "keep the declaring", "take-over": "take over", give: "give levels", nothing: "nothing changes"}},
  zh: {title: "在线试玩", variant: "玩法", bots: "电脑", deals: "副数", new: "开始新游戏", greedy: "贪心", random: "随机",
       you: "你", partner: "对家", bot: "电脑", deal: "第几副", level: "级", trump: "主", declarer: "庄家",
       kitty: "拿底牌的是", points: "闲家得分", levels: "级别", team: "方", nobody: "尚无", notrump: "无主",
       lasttrick: "上一墩", wins: "赢", pts: "分", declare: "亮主吗？已发 {dealt}/{total} 张。", overcallKitty: "反底吗？",
       declarePassed: "对方弃权：以你们的级（{level}）亮主吗？",
       pass: "不要", skip: "本副不亮主", play: "出牌", bury: "扣底", give: "给出",
       lead: "轮到你首发：选牌。", follow: "跟牌：出 {count} 张。", buryAsk: "你拿底牌（{kitty}）。选 {count} 张扣底。", reburyAsk: "底牌已亮出（{kitty}）。要扣王吗？扣几张捡几张底牌中最小的非分牌。",
       exchangeAsk: "给玩家 {receiver} {count} 张牌。", tributeAsk: "还贡 {count} 张。",
       callAsk: "找朋友：叫一张牌，以及打出第几张时为朋友。", call: "叫牌", copy: "第几张", card: "牌",
       next: "下一副", over: "第 {deal} 副结束", matchOver: "整局结束", winner: "赢家：第 {team} 方。", judged: "裁判",
       download: "下载牌谱", rule: "规则", standing: "当前亮主", showed: "亮出", friend: "所叫的牌", friendIs: "朋友",
       noFriend: "未现身", legal: "合法", unknown: "", settlement: "结算",
       sides: {declarers: "庄家方", attackers: "闲家"}, noPartner: "找朋友：没有固定的对家", rulebook: "规则书", hint: "提示", hand: "你的手牌", standingSet: "桌上的牌", places: "名次（先出完的在前）", shown: "报牌", bidAsk: "竞标：叫闲家的目标分，叫得最低的做庄。当前叫分：{standing}。{revealed}",
       trumpAsk: "你以 {bid} 分叫到庄：请定主花色。",
       spoilsAsk: "你保底了：分配战利品，共 {spoils} 级。你自己留几级？", stopped: "按要求打了 {deals} 副后停止",
       demotedAsk: "抠底降级：还有 {count} 级由你指定的玩家陪降。每人降几级？",
       transferAsk: "级数不浪费：必打级挡住了你 {count} 级。可以让己方玩家升级、让对方玩家降级，也可以留下不用。",
       acceptAsk: "{giver} 把 {count} 级给你（级数不浪费）。你在胜利方，接受吗？",
       accept: "接受", refuse: "拒绝", keepUnused: "留下不用", sendLevels: "给出", up: "升", down: "降",
       loses: "降", room: "最多 {room}", atLevel: "现为 {level}",
       confirmed: "裁判复核牌谱：{deals} 副，每一步都合法。", refused: "裁判不认可牌谱：{reason}",
       kinds: {keep: "守庄", "take-over": "上台", give: "送级", nothing: "不变"}},
};
let lang = (navigator.language || "en").startsWith("zh") ? "zh" : "en";
let ws = null, ask = null, state = null, selected = new Set(), variants = [], lastChecked = null;
const $ = (id) => document.getElementById(id);
function t(key, args = {}) {
  const text = T[lang][key] ?? T.en[key] ?? key;
  return typeof text === "string" ? text.replace(/\{(\w+)\}/g, (_, k) => args[k] ?? "") : text;
}

const SYMBOL = {S: "♠", H: "♥", C: "♣", D: "♦"};
function isJoker(name) { return name === "BJ" || name === "SJ"; }
function suitOf(name) { return isJoker(name) ? "J" : name.slice(-1); }
function cardEl(name, tag = "span") {
  const el = document.createElement(tag);
  el.className = "card " + suitOf(name);
  el.textContent = isJoker(name) ? name : name.slice(0, -1) + SYMBOL[name.slice(-1)];
  el.dataset.card = name;
  return el;
}
function cards(names) { const f = document.createDocumentFragment(); names.forEach((n) => f.appendChild(cardEl(n))); return f; }
function seatName(seat) {
  if (!state) return String(seat);
  if (seat === state.seat) return t("you");
  const partner = state.teams === "partners" && state.players % 2 === 0 && seat % 2 === state.seat % 2;
  return `${t("bot")} ${seat}` + (partner ? ` (${t("partner")})` : "");
}

function applyLang() {
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  document.querySelectorAll("[data-t]").forEach((el) => { el.textContent = t(el.dataset.t); });
  $("lang").textContent = lang === "zh" ? "English" : "中文";
  fillVariants();
  render();
}
function fillVariants() {
  const select = $("variant"), chosen = select.value;
  select.innerHTML = "";
  for (const v of variants) {
    const o = document.createElement("option");
    o.value = v.id; o.textContent = `${v.title[lang] || v.id} (${v.id})`;
    select.appendChild(o);
  }
  if (chosen) select.value = chosen;
}

function connect() {
  return new Promise((resolve) => {
    if (ws && ws.readyState === WebSocket.OPEN) return resolve(ws);
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onmessage = (e) => receive(JSON.parse(e.data));
    ws.onopen = () => resolve(ws);
    ws.onclose = () => { ws = null; };
  });
}
function send(message) { ws.send(JSON.stringify(message)); }
let answered = null;  // the question last answered: it stands again if the answer is refused
function reply(message) {
  answered = ask; ask = null; selected = new Set(); lastChecked = null;
  send(message); render();
}

function receive(m) {
  if (m.type === "ask") {
    ask = m; state = m.state; selected = new Set(); lastChecked = null; $("message").textContent = "";
    $("over").className = ""; render();
  } else if (m.type === "illegal") {
    if (answered && answered.ask === m.ask) { ask = answered; render(); }
    showRuling(said(m, "reason"), m.rule, m.link);
  } else if (m.type === "hint") {
    if (ask && m.cards) selectCards(m.cards.split(" "));
  } else if (m.type === "checked") {
    if (ask && m.cards === selectionText()) { lastChecked = m; renderActions(); }
  } else if (m.type === "deal-over") {
    ask = {action: "continue", ask: m.ask}; state = m.state; render(); showDealOver(m.result, m.state);
  } else if (m.type === "match-over") {
    ask = null; render(); showMatchOver(m);
  } else if (m.type === "error") {
    if (m.ask !== undefined && ask) ask.ask = m.ask;
    $("message").textContent = said(m, "message");
  } else if (m.type === "notice") {
    const p = document.createElement("div"); p.className = "notice"; p.textContent = m.text; $("prompt").appendChild(p);
  }
}
function linkFor(link) {
  if (!link) return null;
  const a = document.createElement("a");
  a.href = `/docs/${lang === "zh" ? "zh/" : ""}rulebooks/${link.page}/${link.anchor ? "#" + link.anchor : ""}`;
  a.target = "_blank"; a.textContent = t("rulebook");
  return a;
}
// The referee's words in the page's language: the server sends them in English and in Chinese (`reason_zh`).
function said(m, key) { return (lang === "zh" && m[key + "_zh"]) || m[key] || ""; }
function showRuling(reason, rule, link) {
  const box = $("message"); box.textContent = reason + (rule ? ` [${t("rule")} ${rule}] ` : " ");
  const a = linkFor(link); if (a) box.appendChild(a);
}

function render() {
  renderStatus(); renderTable(); renderPrompt(); renderHand(); renderActions();
}
function renderStatus() {
  const s = $("status"); s.innerHTML = "";
  if (!state) return;
  const add = (label, value) => { const sp = document.createElement("span"); sp.textContent = `${label}: ${value}`; s.appendChild(sp); };
  if (state.family === "climbing") {
    add(t("hand"), state.hand); if (state.standing) add(t("standingSet"), `${state.standing} (${seatName(state.standing_player)})`);
    if (state.shown && Object.keys(state.shown).length)
      add(t("shown"), Object.entries(state.shown).map(([k, v]) => `${seatName(Number(k))}: ${v}`).join(", "));
    return;
  }
  add(t("deal"), state.deal); add(t("level"), state.level);
  add(t("trump"), state.trump ? (state.trump === "NT" ? t("notrump") : state.trump) : t("nobody"));
  add(t("declarer"), state.declarer === null ? t("nobody") : seatName(state.declarer));
  if (state.kitty_taker !== null && state.kitty_taker !== undefined) add(t("kitty"), seatName(state.kitty_taker));
  add(t("points"), state.attacker_points);
  add(t("levels"), state.levels.map((l, i) => (state.individual ? seatName(i) : `${t("team")} ${i}`) + `: ${l}`).join(", "));
  if (state.standing) add(t("standing"), `${seatName(state.standing.player)} ${t("showed")} ${state.standing.cards.join(" ")}`);
  if (state.teams === "friends") {
    add(t("friend"), state.friend_call ? `${state.friend_call.card} (#${state.friend_call.copy}), ${t("friendIs")}: ` +
        (state.friend === null || state.friend === undefined ? t("noFriend") : seatName(state.friend)) : t("noPartner"));
  }
}
function renderTable() {
  const table = $("table"); table.innerHTML = "";
  const last = $("last"); last.innerHTML = "";
  if (!state || state.family === "climbing") return;
  for (const play of state.current) {
    const box = document.createElement("div"); box.className = "seat" + (play.player === state.seat ? " you" : "");
    const h = document.createElement("h3"); h.textContent = seatName(play.player); box.appendChild(h);
    box.appendChild(cards(play.cards)); table.appendChild(box);
  }
  if (state.last_trick) {
    const tr = state.last_trick, h = document.createElement("div");
    h.textContent = `${t("lasttrick")}: ${seatName(tr.winner)} ${t("wins")} ${tr.points} ${t("pts")}`;
    last.appendChild(h);
    for (const play of tr.plays) {
      const box = document.createElement("div"); box.className = "seat";
      const hh = document.createElement("h3"); hh.textContent = seatName(play.player); box.appendChild(hh);
      box.appendChild(cards(play.cards)); last.appendChild(box);
    }
  }
}
function renderClimbing(p) {
  const d = document.createElement("div");
  d.textContent = `[${ask.mode}] ${ask.help}`; p.appendChild(d);
  ask.options.forEach((o, i) => {
    const b = document.createElement("button"); b.className = "option"; b.textContent = o;
    b.onclick = () => reply({type: "choose", option: i, ask: ask.ask}); p.appendChild(b);
  });
  const input = document.createElement("input"); input.id = "set"; input.placeholder = "SJ 9 9 9";
  const b = document.createElement("button"); b.id = "send-set"; b.textContent = t("play");
  b.onclick = () => reply({type: "play", cards: input.value, ask: ask.ask});
  p.append(input, b);
}
function renderPrompt() {
  const p = $("prompt"); p.innerHTML = "";
  if (!ask || !state) return;
  if (ask.action === "climbing") return renderClimbing(p);
  const text = {declare: t(ask.passed ? "declarePassed" : "declare", ask), "kitty-overcall": t("overcallKitty"), lead: t("lead"),
    follow: t("follow", ask), bury: t("buryAsk", {kitty: (ask.kitty || []).join(" "), count: ask.count}),
    rebury: t("reburyAsk", {kitty: (ask.kitty || []).join(" ")}),
    exchange: t("exchangeAsk", ask), "tribute-return": t("tributeAsk", ask), "call-friend": t("callAsk"),
    bid: t("bidAsk", {standing: ask.standing ?? t("nobody"), revealed: (ask.revealed || []).join(" ")}),
    "name-trump": t("trumpAsk", ask), "give-spoils": t("spoilsAsk", ask), "name-demoted": t("demotedAsk", ask),
    "transfer-levels": t("transferAsk", ask), "accept-levels": t("acceptAsk", {giver: seatName(ask.giver), count: ask.count})}[ask.action];
  if (!text) return;
  const d = document.createElement("div"); d.textContent = text; p.appendChild(d);
  if (ask.action === "name-demoted" || ask.action === "transfer-levels") return renderLevels(p);
  if (ask.action === "accept-levels") {
    ["accept", "refuse"].forEach((c, i) => {
      const b = document.createElement("button"); b.id = c; b.textContent = t(c);
      b.onclick = () => reply({type: "choose", option: i, ask: ask.ask}); p.appendChild(b);
    });
    return;
  }
  if (ask.action === "bid" || ask.action === "name-trump" || ask.action === "give-spoils") {
    const choices = ask.action === "bid" ? ask.bids : ask.action === "give-spoils" ? ask.keep : ask.suits;
    choices.forEach((c, i) => {
      const b = document.createElement("button"); b.className = "choice";
      if (ask.action === "bid" || ask.action === "give-spoils") { b.textContent = c; b.onclick = () => reply({type: "choose", option: c, ask: ask.ask}); }
      else { b.appendChild(cardEl("A" + c)); b.firstChild.textContent = SYMBOL[c];
             b.onclick = () => reply({type: "choose", option: i, ask: ask.ask}); }
      p.appendChild(b);
    });
    if (ask.action === "bid") {
      const pass = document.createElement("button"); pass.id = "pass"; pass.textContent = t("pass");
      pass.onclick = () => reply({type: "pass", ask: ask.ask}); p.appendChild(pass);
    }
  }
  if (ask.options) {
    ask.options.forEach((o, i) => {
      const b = document.createElement("button"); b.dataset.option = i;
      b.appendChild(cards(o.cards)); if (o.suit) b.append(` → ${o.suit}`);
      b.onclick = () => reply({type: "choose", option: i, ask: ask.ask});
      p.appendChild(b);
    });
    const pass = document.createElement("button"); pass.id = "pass"; pass.textContent = t("pass");
    pass.onclick = () => reply({type: "pass", ask: ask.ask}); p.appendChild(pass);
    if (ask.action === "declare") {
      const skip = document.createElement("button"); skip.id = "skip"; skip.textContent = t("skip");
      skip.onclick = () => reply({type: "skip-declaring", deal: state.deal, ask: ask.ask}); p.appendChild(skip);
    }
  }
  if (ask.action === "call-friend") {
    const card = document.createElement("input"); card.id = "call-card"; card.placeholder = t("card"); card.size = 4;
    const copy = document.createElement("input"); copy.id = "call-copy"; copy.type = "number"; copy.min = 1; copy.value = 1;
    const b = document.createElement("button"); b.id = "call"; b.textContent = t("call");
    b.onclick = () => reply({type: "call", cards: card.value, copy: Number(copy.value), ask: ask.ask});
    p.append(card, ` ${t("copy")} `, copy, b);
  }
}
// A number of levels for each player named (a kitty demotion's overflow, or levels not wasted); the server rules
// on the whole answer, one number per seat.
function renderLevels(p) {
  const list = document.createElement("div"); list.id = "levels";
  for (const c of ask.candidates) {
    const row = document.createElement("label"); row.className = "level-row";
    const way = ask.action === "name-demoted" ? t("loses") : t(c.way);
    row.textContent = `${seatName(c.player)} (${t("atLevel", c)}, ${t("room", c)}): ${way} `;
    const input = document.createElement("input"); input.type = "number"; input.min = 0; input.value = 0;
    input.dataset.player = c.player; input.size = 3;
    row.appendChild(input); list.appendChild(row);
  }
  p.appendChild(list);
  const b = document.createElement("button"); b.id = "send-levels"; b.textContent = t("sendLevels");
  b.onclick = () => {
    const levels = new Array(state.players).fill(0);
    list.querySelectorAll("input").forEach((i) => { levels[Number(i.dataset.player)] = Math.max(0, Number(i.value) || 0); });
    reply({type: "levels", levels, ask: ask.ask});
  };
  p.appendChild(b);
  if (ask.action === "transfer-levels") {
    const keep = document.createElement("button"); keep.id = "keep-unused"; keep.textContent = t("keepUnused");
    keep.onclick = () => reply({type: "pass", ask: ask.ask}); p.appendChild(keep);
  }
}
function selectCards(names) {
  selected = new Set();
  for (const name of names) {
    const i = state.hand.findIndex((n, k) => n === name && !selected.has(k));
    if (i >= 0) selected.add(i);
  }
  lastChecked = null; renderHand(); renderActions();
  if (ask.action === "lead" || ask.action === "follow") send({type: "check", cards: selectionText()});
}
function selectionText() { return [...selected].sort((a, b) => a - b).map((i) => state.hand[i]).join(" "); }
function picking() { return ask && ["lead", "follow", "bury", "exchange", "tribute-return"].includes(ask.action); }
function renderHand() {
  const h = $("hand"); h.innerHTML = "";
  if (!state || state.family === "climbing") return;
  state.hand.forEach((name, i) => {
    const b = cardEl(name, "button");
    if (i < state.trumps) b.classList.add("trump");
    if (selected.has(i)) b.classList.add("selected");
    b.disabled = !picking();
    b.onclick = () => {
      selected.has(i) ? selected.delete(i) : selected.add(i);
      lastChecked = null; renderHand(); renderActions();
      if (ask && (ask.action === "lead" || ask.action === "follow") && selected.size)
        send({type: "check", cards: selectionText()});
    };
    h.appendChild(b);
  });
}
function renderActions() {
  const a = $("actions"); a.innerHTML = "";
  if (!picking()) return;
  const label = {lead: t("play"), follow: t("play"), bury: t("bury"), exchange: t("give"), "tribute-return": t("give")}[ask.action];
  const b = document.createElement("button"); b.id = "play"; b.textContent = label;
  const need = ask.count;
  if (ask.action === "lead" || ask.action === "follow") {
    b.disabled = !(lastChecked && lastChecked.legal && lastChecked.cards === selectionText());
    if (lastChecked && !lastChecked.legal && lastChecked.cards === selectionText()) {
      const why = document.createElement("span"); why.className = "notice"; why.textContent = said(lastChecked, "reason");
      a.appendChild(why);
    }
  } else {
    b.disabled = selected.size !== need;
  }
  b.onclick = () => reply({type: "play", cards: selectionText(), ask: ask.ask});
  a.prepend(b);
  if (ask.action === "lead" || ask.action === "follow" || ask.action === "bury") {
    const h = document.createElement("button"); h.id = "hint"; h.textContent = t("hint");
    h.onclick = () => send({type: "hint"}); a.appendChild(h);
  }
}
function settlementText(result) {
  const s = result.settlement;
  return `${t("points")}: ${result.attacker_points}. ${t("settlement")}: ${t("sides")[s.side] || s.side || "—"} ` +
    `${t("kinds")[s.kind] || s.kind} ${s.levels >= 0 ? "+" : ""}${s.levels} [${t("rule")} ${s.rule}]. ` +
    `${t("levels")}: ${result.levels.join(", ")}`;
}
function showDealOver(result, st) {
  const box = $("over"); box.className = "shown"; box.innerHTML = "";
  const h = document.createElement("h2"); h.textContent = t("over", {deal: st.deal}); box.appendChild(h);
  const p = document.createElement("p"); p.id = "settlement"; p.textContent = settlementText(result); box.appendChild(p);
  const b = document.createElement("button"); b.id = "next"; b.textContent = t("next");
  b.onclick = () => { box.className = ""; reply({type: "continue", ask: ask.ask}); };
  box.appendChild(b);
}
function showMatchOver(m) {
  if (state) { state.hand = []; state.current = []; render(); }
  const box = $("over"); box.className = "shown"; box.innerHTML = "";
  const h = document.createElement("h2"); h.textContent = t(m.result.over ? "matchOver" : "stopped", m.result);
  box.appendChild(h);
  const deals = m.record.deals;
  const lastResult = deals.length ? deals[deals.length - 1].result : null;
  if (lastResult && lastResult.places) {  // a climbing deal: the finishing places and the scores by seat
    const p = document.createElement("p"); p.id = "settlement";
    p.textContent = `${t("places")}: ${lastResult.places.map(seatName).join(" → ")}. ${t("settlement")}: ` +
      (lastResult.settlement.seats || []).map((v, i) => `${seatName(i)} ${v}`).join(", ") +
      ` [${t("rule")} ${lastResult.settlement.rule}]`;
    box.appendChild(p);
  } else if (lastResult) {
    const p = document.createElement("p"); p.id = "settlement";
    p.textContent = t("over", {deal: deals.length}) + ": " + settlementText(deals[deals.length - 1].result);
    box.appendChild(p);
  }
  const p = document.createElement("p");
  p.textContent = (m.result.winner !== null && m.result.winner !== undefined ? t("winner", {team: m.result.winner}) + " " : "") +
    (m.judged.ok ? "✔ " + t("confirmed", m.judged) : "✘ " + t("refused", m.judged));
  p.id = "verdict"; box.appendChild(p);
  const a = document.createElement("a"); a.id = "download"; a.textContent = t("download");
  a.href = URL.createObjectURL(new Blob([JSON.stringify(m.record, null, 1)], {type: "application/json"}));
  a.download = `${m.record.variant}-${m.record.seed}.json`; box.appendChild(a);
}

$("setup").onsubmit = async (e) => {
  e.preventDefault();
  await connect();
  const message = {type: "new", variant: $("variant").value, bots: $("bots").value};
  if ($("deals").value) message.deals = Number($("deals").value);
  ask = null; state = null; render(); $("over").className = ""; $("message").textContent = "";
  send(message);
};
$("lang").onclick = () => { lang = lang === "zh" ? "en" : "zh"; applyLang(); };
fetch("/api/variants").then((r) => r.json()).then((v) => { variants = v; applyLang(); });
