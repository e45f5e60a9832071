"""The rulebook of the trick-taking family: the page templates in each language, and what a newcomer needs."""
