// A room: its link to share, its seats (take an empty one before the game starts), the host's Start. The token
// of a seat is kept in this browser (localStorage), so that a reload comes back to the seat.
import {store, $, el, send} from "./store.js";
import {t} from "./i18n.js";

export function tokenOf(room) { return localStorage.getItem(`room:${room}`); }
export function keepToken(room, token) { if (token) localStorage.setItem(`room:${room}`, token); }

export function roomLink(id) { return `${location.origin}/?room=${encodeURIComponent(id)}`; }

export function myName() {  // the set-up form's name, kept in this browser
  const input = $("name");
  const name = (input && input.value.trim()) || localStorage.getItem("name") || "";
  if (name) localStorage.setItem("name", name);
  return name;
}

export function renderRoom() {
  const box = $("room");
  box.innerHTML = "";
  const r = store.room;
  if (!r || r.private) { box.className = ""; return; }
  box.className = "shown";
  box.append(el("h2", {text: t("roomTitle", {room: r.room})}));
  const link = el("input", {id: "room-link", readonly: true, value: roomLink(r.room)});
  const copy = el("button", {id: "copy-link", type: "button", text: t("copy"), onclick: async () => {
    try { await navigator.clipboard.writeText(link.value); copy.textContent = t("copied"); } catch { link.select(); }
  }});
  box.append(el("div", {class: "link-row"}, el("label", {for: "room-link", text: t("roomLink")}), link, copy));
  const list = el("ul", {class: "room-seats"});
  for (const s of r.seats) {
    const item = el("li", {"data-seat": s.seat}, `${t("player", {seat: s.seat})}: `);
    if (s.kind === "person") {
      item.append(el("strong", {text: s.name}));
      if (s.seat === r.you) item.append(` (${t("you")})`);
      item.append(" ", el("span", {class: "badge " + (s.connected ? "here" : "away"), text: t(s.connected ? "connected" : "away")}));
    } else if (s.kind === "bot") {
      item.append(el("span", {class: "badge bot", text: t("bot")}));
    } else {
      item.append(el("em", {text: t("empty")}));
      if (r.state === "waiting") {
        item.append(" ", el("button", {type: "button", class: "sit", text: t("sit"),
                                         onclick: () => send({type: "sit", seat: s.seat, name: myName()})}));
      }
    }
    list.append(item);
  }
  box.append(list);
  if (r.spectators) box.append(el("div", {class: "notice", text: t("spectators", {n: r.spectators})}));
  if (r.state === "waiting") {
    if (r.host) box.append(el("button", {id: "start-room", type: "button", text: t("start"), onclick: () => send({type: "start"})}));
    box.append(el("div", {class: "notice", text: r.you === null ? t("spectating") : t("waitingHost")}));
  } else {
    box.append(el("div", {class: "notice", text: t(r.state === "over" ? "roomOver" : "roomStarted")}));
  }
}
