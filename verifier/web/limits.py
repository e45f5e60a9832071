"""What `verifier serve` holds and accepts, all configurable (docs/web.md, "Limits"): rooms and connections, the
size, depth and rate of the browser's messages, each connection's outgoing queue, and the times a silent socket, an
absent person and an empty room are kept."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Limits:
    rooms: int = 8  # rooms held at once (a game alone is a room with one person)
    connections: int = 64  # sockets open at once, players and spectators
    spectators: int = 8  # watchers of one room
    deals: int = 100  # deals a game may ask for (a whole match when not asked)
    message: int = 2000  # characters of one message from the browser (a card list is far shorter)
    depth: int = 4  # nesting of a message's JSON (an object of numbers, strings and one list of numbers)
    rate: int = 1000  # messages a connection may send in 10 seconds (a person sends a few a second at most)
    queue: int = 256  # messages waiting to be sent to one connection; a reader slower than that is dropped
    idle: float = 30 * 60  # seconds a socket may stay silent
    absent: float = 60  # seconds a person may be gone before a bot decides for their seat (until they come back)
    empty: float = 10 * 60  # seconds a room with nobody connected is kept (a reload comes back within it)
    record: int = 5_000_000  # bytes of a record opened for replay
    origins: tuple[str, ...] = field(default_factory=tuple)  # origins allowed besides the server's own
