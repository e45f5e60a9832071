"""The checks of the climbing family (Gouji, Baohuang): each registered with `family=Family.CLIMBING`, so that only a
climbing variant is asked for them. The deal (C111), the beat relation (C31x), the settlement by places (C56x), the
worked examples (C95x)."""
