# Cython's declarations for combos.py, read only by the compiled runtime (verifier/native_build.py; Python ignores
# this file, and the pure-Python runtime stays the reference). `Part`, a __slots__ class made for every component read,
# becomes an extension type with the same five attributes, each any Python object: the same values, the same
# AttributeError for any other name, no __dict__ as before; its methods reach them as C fields. About 3 % fewer
# instructions for whole R1 deals of classic-2deck (callgrind). A change of Part's attributes in combos.py needs the
# same change here: the differential test (tests/engine/test_native.py) fails otherwise.
cdef class Part:
    cdef public object kind, unit, heads, top, cards
