"""The compile step: a resolved variant (the rule model) turned into the plain rules its family's runtime plays, one module per family."""
