"""Legal actions, found without enumerating them: what players (and the invariant "a legal action always exists")
need. The number of possible throws of a hand is exponential, so leads are proposed as single combinations and a
throw is built from a few of them (leads.py); a follow is built to meet the obligation the hand faces (follows.py),
preferring cards by a key (keys.py)."""
