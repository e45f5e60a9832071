"""The checks of the trick-taking family: each registered with `family=Family.TRICK_TAKING` (or for every family where it reads only what both share)."""
