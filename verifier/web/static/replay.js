// The replay: a record opened by name (/replay?record=NAME), uploaded, or handed over by the table's end screen,
// judged and replayed by the server; stepped through deal by deal, trick by trick or set by set, each step with the
// referee's ruling and rule, and every hand as it stood.
import {$, el} from "./store.js";
import {lang, t} from "./i18n.js";
import {cardsEl, cardText, SYMBOL} from "./cards.js";

const view = {data: null, deal: 0, step: 0};

function seat(s) { return t("player", {seat: s}); }
function words(pair) { return pair ? (pair[lang.now] || pair.en || "") : ""; }

function steps() {
  const d = view.data && view.data.deals[view.deal];
  if (!d) return [];
  if (view.data.family === "climbing") return d.steps;
  return [{intro: true}, ...d.tricks, {end: true}];
}

function handsBlock(hands) {
  const box = el("div", {class: "hands"}, el("strong", {text: t("hands")}));
  (hands || []).forEach((h, s) => box.append(el("div", {class: "history-row"}, `${seat(s)}: `, cardsEl(h, "cards small"))));
  return box;
}

function trickStep(d, step, box) {
  if (step.intro) {
    box.append(el("h3", {text: t("dealtHands")}));
    for (const x of d.declarations) box.append(el("p", {text: t("declaredBy", {who: seat(x.player), cards: x.cards.map(cardText).join(" ")})}));
    box.append(el("p", {text: t("trumpLine", {level: d.level, trump: d.trump === "NT" || !d.trump ? t("notrump") : SYMBOL[d.trump] || d.trump,
                                               who: d.declarer === null ? t("nobody") : seat(d.declarer)})}));
    if (d.buried.length) box.append(el("p", {text: t("buried", {cards: d.buried.map(cardText).join(" ")})}));
    if (d.tricks.length) box.append(handsBlock(d.tricks[0].hands));
    return;
  }
  if (step.end) {
    const s = d.result.settlement;
    box.append(el("h3", {text: t("over", {deal: d.number})}),
               el("p", {text: `${t("points")}: ${d.result.attacker_points}. ${t("settlement")}: ${t("sides")[s.side] || s.side || "—"} ` +
                              `${t("settleKinds")[s.kind] || s.kind} ${s.levels >= 0 ? "+" : ""}${s.levels} [${t("rule")} ${s.rule}]`}));
    return;
  }
  box.append(el("h3", {text: t("trick", {n: step.trick})}));
  const list = el("ol", {class: "plays"});
  step.plays.forEach((p, k) => {
    const item = el("li", {}, `${seat(p.player)}${k === 0 ? " · " + t("leads") : ""}: `, cardsEl(p.cards, "cards small"));
    if (p.attempted) item.append(" " + t("failed", {cards: p.attempted.map(cardText).join(" ")}));
    const why = words(p.reason);
    if (why || p.rule) item.append(el("div", {class: "why"}, why ? `${t("whyLabel")}: ${why} ` : "", p.rule ? `[${t("rule")} ${p.rule}]` : ""));
    list.append(item);
  });
  box.append(list, el("p", {text: t("winnerLine", {who: seat(step.winner), points: step.points})}), handsBlock(step.hands));
}

function climbingStep(d, step, box) {
  box.append(el("h3", {text: step.seat === null ? words(step.text) : `${seat(step.seat)}: ${words(step.text)}`}));
  const why = words(step.why);
  if (why || step.rule) box.append(el("p", {class: "why"}, why ? `${t("whyLabel")}: ${why} ` : "", step.rule ? `[${t("rule")} ${step.rule}]` : ""));
  const st = step.state;
  if (st.standing) box.append(el("p", {}, `${t("standingSet")} (${seat(st.standing_player)}): `, cardsEl(st.standing.split(" "), "cards small")));
  if (st.places.length) box.append(el("p", {text: `${t("places")}: ${st.places.map(seat).join(" → ")}`}));
  box.append(handsBlock(st.hands));
}

function render() {
  const data = view.data;
  if (!data) return;
  $("game").className = "shown";
  $("replay-title").textContent = `${data.title[lang.now] || data.variant} (${data.variant})` + (data.seed !== null ? ` · ${t("seed")} ${data.seed}` : "");
  const j = data.judged;
  $("verdict").textContent = (j.ok ? "✔ " + t("confirmed", j) : "✘ " + t("refused", {reason: j.reason})) +
    (data.unfinished ? " " + t("unfinished") : "");
  const deals = $("deals"); deals.innerHTML = "";
  data.deals.forEach((d, i) => deals.append(el("button", {type: "button", class: "deal" + (i === view.deal ? " hinted" : ""),
                                                          text: t("dealOf", {n: d.number}), onclick: () => { view.deal = i; view.step = 0; render(); }})));
  const all = steps();
  view.step = Math.max(0, Math.min(view.step, all.length - 1));
  const range = $("step-range"); range.max = Math.max(0, all.length - 1); range.value = view.step;
  $("step-of").textContent = all.length ? t("stepOf", {n: view.step + 1, m: all.length}) : "";
  const box = $("step"); box.innerHTML = "";
  const d = data.deals[view.deal];
  if (!d || !all.length) return;
  (data.family === "climbing" ? climbingStep : trickStep)(d, all[view.step], box);
}

function applyLang() {
  document.documentElement.lang = lang.now === "zh" ? "zh-CN" : "en";
  document.querySelectorAll("[data-t]").forEach((e) => { e.textContent = t(e.dataset.t); });
  $("lang").textContent = lang.now === "zh" ? "English" : "中文";
  render();
}

function show(response) {
  response.json().then((data) => {
    if (data.error) { $("message").textContent = data.error; return; }
    view.data = data; view.deal = 0; view.step = 0; $("message").textContent = ""; render();
  });
}

const go = (step) => () => { view.step = step(); render(); };
$("first-step").onclick = go(() => 0);
$("prev-step").onclick = go(() => view.step - 1);
$("next-step").onclick = go(() => view.step + 1);
$("last-step").onclick = go(() => steps().length - 1);
$("step-range").oninput = (e) => { view.step = Number(e.target.value); render(); };
$("lang").onclick = () => { lang.now = lang.now === "zh" ? "en" : "zh"; applyLang(); };
$("upload").onchange = async (e) => {
  const file = e.target.files[0];
  if (file) show(await fetch("/api/replay", {method: "POST", body: await file.text()}));
};
document.addEventListener("keydown", (e) => {
  if (e.key === "ArrowRight") go(() => view.step + 1)();
  if (e.key === "ArrowLeft") go(() => view.step - 1)();
});

applyLang();
const params = new URLSearchParams(location.search);
if (params.get("record")) fetch(`/api/replay?record=${encodeURIComponent(params.get("record"))}`).then(show);
else if (params.get("local") && sessionStorage.getItem("replay-record")) {
  fetch("/api/replay", {method: "POST", body: sessionStorage.getItem("replay-record")}).then(show);
}
