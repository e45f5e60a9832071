"""Shengji-family rules as data: the variant language, its rule model, the checker, the engine and the rulebooks."""

__version__ = "0.1.0"
