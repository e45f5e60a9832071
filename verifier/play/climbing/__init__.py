"""The climbing family's referee surroundings: the facade `engine.load` returns for a climbing variant, players, records and the judge, simulation, play in the terminal."""
