# Cython's declarations for generate.py (an "augmenting" .pxd: Python ignores it, the .py is the reference). A hand
# read once is an extension type (its fields read at C speed by the generator); what is typed besides is a rank, a
# number of cards or a kind's index (small), so C integers hold it exactly.
import cython

cdef class _Hand:
    cdef public object shapes, wild, by_rank, held_items, slots

@cython.locals(last=Py_ssize_t, count=Py_ssize_t, index=Py_ssize_t,
               single=bint, top=Py_ssize_t, length=Py_ssize_t, width=Py_ssize_t, size=Py_ssize_t)
cpdef _plain(_Hand h, kind, list out)

@cython.locals(rank=Py_ssize_t, count=Py_ssize_t)
cpdef bint _short(by_rank, tuple repeated) except -1
