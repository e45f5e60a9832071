// The page's one state, shared by its modules: the socket, the question waiting, the table as last shown, the cards
// selected and the server's ruling of them, the room and the variants.
export const store = {
  ws: null, ask: null, answered: null, state: null, selected: new Set(), checked: null, hinted: null,
  variants: [], info: {docs: false}, room: null, over: null,
};

export const $ = (id) => document.getElementById(id);

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e[k] = v;
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

export function send(message) {
  if (store.ws && store.ws.readyState === WebSocket.OPEN) store.ws.send(JSON.stringify(message));
}

// Answer the question waiting (it stands again if the server refuses the answer).
export function reply(message, rerender) {
  store.answered = store.ask; store.ask = null; store.selected = new Set(); store.checked = null; store.hinted = null;
  send(message);
  if (rerender) rerender();
}
