# Cython's declarations for order.py (an "augmenting" .pxd: Python ignores it, the .py is the reference). What is
# typed is a bomb class (-1, or a place on the bomb ladder: small), so a C integer holds it exactly.
import cython

@cython.locals(mine=Py_ssize_t, theirs=Py_ssize_t)
cpdef int verdict(tuple kinds, bint same_count, beater, standing) except -1
