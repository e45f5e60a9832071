"""The climbing family's runtime (Gouji, Baohuang, ...): sets as counts, the beat relation, rounds, deals, matches.

Standard library only. It plays a `rules.ClimbingRules` (the contract: see that module's docstring).
"""
