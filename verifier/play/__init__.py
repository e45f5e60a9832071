"""The referee and its surroundings: the facade (`engine.load`) for both families, players, records and the judge,
simulation and its backends, soak, play in the terminal; each family's own part in `trick/` and `climbing/`."""
