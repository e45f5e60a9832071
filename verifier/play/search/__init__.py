"""The search player's engine, shared by both families: information-set Monte Carlo tree search (tree.py) over
determinized copies of a deal (each family's search.py says how a deal is copied, which hidden cards are drawn, which
actions are tried and what a finished deal is worth), and its budget (budget.py)."""
