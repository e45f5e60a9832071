"""The trick-taking family's referee surroundings: the facade `engine.load` returns for a trick-taking variant,
players, play in the terminal, the judge of records, the statistics of a simulation."""
