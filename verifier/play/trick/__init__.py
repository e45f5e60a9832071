"""The trick-taking family's referee surroundings: players, and play in the terminal."""
