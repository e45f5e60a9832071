"""Importing this module registers every generator, in the order they run."""
