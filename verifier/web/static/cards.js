// Cards as the page draws them: a face with its rank and suit symbol (a climbing card has a rank only: suits never
// matter in play), coloured by suit; a hand in groups (trick-taking: trumps, then each suit; climbing: each rank).
export const SYMBOL = {S: "♠", H: "♥", C: "♣", D: "♦"};
const JOKERS = {BJ: "big", SJ: "small"};

export function isJoker(name) { return name in JOKERS; }

// "10H" -> ["10", "H"]; "9" (a climbing rank) -> ["9", null]; "BJ" -> ["BJ", null]
export function parts(name) {
  if (isJoker(name)) return [name, null];
  const last = name.slice(-1);
  return SYMBOL[last] && name.length > 1 ? [name.slice(0, -1), last] : [name, null];
}

export function cardEl(name, tag = "span") {
  const el = document.createElement(tag);
  const [rank, suit] = parts(name);
  el.className = "card " + (isJoker(name) ? `J ${JOKERS[name]}` : suit || "plain");
  if (tag === "button") el.type = "button";
  const r = document.createElement("span"); r.className = "rank"; r.textContent = isJoker(name) ? "JOKER" : rank;
  el.appendChild(r);
  if (isJoker(name)) {
    const s = document.createElement("span"); s.className = "suit"; s.textContent = name === "BJ" ? "★" : "☆";
    el.appendChild(s);
  } else if (suit) {
    const s = document.createElement("span"); s.className = "suit"; s.textContent = SYMBOL[suit];
    el.appendChild(s);
  }
  el.dataset.card = name;
  el.title = name;
  return el;
}

export function cardsEl(names, cls = "cards") {
  const box = document.createElement("span");
  box.className = cls;
  for (const n of names || []) box.appendChild(cardEl(n));
  return box;
}

// A card name as words in running text: ranks kept, suits as symbols.
export function cardText(name) {
  const [rank, suit] = parts(name);
  return suit ? rank + SYMBOL[suit] : rank;
}

// The groups of a hand, each a list of indices into it: trick-taking by trumps then suit, climbing by rank (the
// server sends the hand sorted in the variant's order).
export function groups(hand, family, trumps = 0) {
  const out = [];
  let key = null;
  hand.forEach((name, i) => {
    const k = family === "climbing" ? parts(name)[0] : i < trumps ? "trump" : (parts(name)[1] || "J");
    if (k !== key) { out.push([]); key = k; }
    out[out.length - 1].push(i);
  });
  return out;
}
