"""The play of a trick, as the referee rules on it: who wins it (winner.py), what a follower must play (follow.py,
with what cards offer and what the ladder asks in supply.py), whether a throw stands (throw.py), each ruling citing
the rule it applies (ruling.py)."""
