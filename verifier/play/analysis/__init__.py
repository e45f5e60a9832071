"""Balance reports (`verifier analyse`): deals played by chosen players (collect.py), the figures of each family with
their 95% intervals (trick.py, climbing.py), two variants compared (compare.py), plots (plots.py) and the report as
HTML and JSON (html.py), the command (command.py)."""
