"""Syntax errors explained. Lark says which token it could not take and what it expected there; a variant author needs
more: where the mistake really is (often the end of the line before, or a `{` far above) and the word they probably
meant. cases.py makes the diagnostic of each case; expecting.py says what the grammar allows there, layout.py reads the
text around (lines, indentation, braces), hints.py holds the friendly messages and the guesses."""
