"""The referee's surroundings for the climbing family: the facade, players, records and the judge, simulation, and
play in the terminal (design.md, "How the house grows"). The trick-taking family's are still at the top of verifier/."""
