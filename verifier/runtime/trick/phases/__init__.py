"""The phases of a trick-taking deal, one module each: dealing with declarations (or bidding), the kitty, tribute and exchanges, the tricks, the end."""
