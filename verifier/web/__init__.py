"""The web app of `verifier serve`: a page to play a variant in the browser against the bots, over one WebSocket per game (Starlette); the server is the only referee."""
